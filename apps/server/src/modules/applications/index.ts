/** The applications domain's public face. */

export { applicationCountsDays } from './application-counts.repository';
export {
  type ApplicationCountsTable,
  repairApplicationCounts,
  repairApplicationStatusCounts,
} from './application-counts-repair';
export { createApplication, type NewApplicationInput } from './application-create.service';
export { getApplicationSettings } from './application-settings.service';
export { applicationsVersion } from './applications.repository';
export {
  countApplications,
  countQueues,
  listApplications,
  searchApplications,
} from './applications.service';
