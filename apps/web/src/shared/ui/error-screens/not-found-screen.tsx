import { texts } from '@school/contracts';
import { ErrorScreen } from './error-screen';
import { LinkButton } from './link-button';

export function NotFoundScreen() {
  return (
    <ErrorScreen
      icon="compass"
      tone="info"
      title={texts.errors.notFoundTitle}
      text={texts.errors.notFoundText}
    >
      <LinkButton to="/profile" icon="user" label={texts.errors.backToProfile} />
    </ErrorScreen>
  );
}
