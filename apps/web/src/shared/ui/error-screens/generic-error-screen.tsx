import { texts } from '@school/contracts';
import { PlainButton } from '../plain-button';
import { ErrorScreen } from './error-screen';
import { LinkButton } from './link-button';

type GenericErrorScreenProps = { onRetry?: () => void };

export function GenericErrorScreen({ onRetry }: GenericErrorScreenProps) {
  return (
    <ErrorScreen
      icon="exclamation-triangle"
      title={texts.errors.genericTitle}
      text={texts.errors.genericText}
    >
      {onRetry && <PlainButton icon="pi pi-refresh" label={texts.common.retry} onClick={onRetry} />}
      <LinkButton to="/profile" icon="user" label={texts.errors.backToProfile} outlined />
    </ErrorScreen>
  );
}
