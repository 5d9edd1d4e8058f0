/** The applications domain's public face. */

export {
  type ApplicationCountsTable,
  applicationCountsDays,
  repairApplicationCounts,
} from './application-counts-repair';
export { createApplication, type NewApplicationInput } from './application-create.service';
export { getApplicationSettings } from './application-settings.service';
