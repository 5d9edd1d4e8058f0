import { texts } from '@school/contracts';
import { ErrorScreen } from './error-screen';
import { LinkButton } from './link-button';

/** The error element of /admins/{id} (spec §2): the staff profile did not load. */
export function AdminProfileErrorScreen() {
  return (
    <ErrorScreen icon="id-card" title={texts.errors.adminProfileTitle} text={texts.errors.adminProfileText}>
      <LinkButton to="/admins" icon="arrow-left" label={texts.errors.backToAdmins} />
    </ErrorScreen>
  );
}
