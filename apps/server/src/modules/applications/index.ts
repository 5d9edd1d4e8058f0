/** The applications domain's public face. */

export { createApplication, type NewApplicationInput } from './application-create.service';
export { getApplicationSettings } from './application-settings.service';
