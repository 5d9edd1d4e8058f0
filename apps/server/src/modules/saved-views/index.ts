export { handOverTeamViews } from './saved-views.repository';
