import { texts } from '@school/contracts';
import { ErrorScreen } from './error-screen';
import { LinkButton } from './link-button';

/** Shown to a curator or speaker who opens an admin-only route (spec §2). */
export function AccessDeniedScreen() {
  return (
    <ErrorScreen
      icon="lock"
      tone="warning"
      title={texts.common.accessDenied}
      text={texts.errors.accessDeniedText}
    >
      <LinkButton to="/profile" icon="user" label={texts.errors.backToProfile} />
    </ErrorScreen>
  );
}
