import { texts } from '@school/contracts';
import { PlainButton } from '../plain-button';
import { ErrorScreen } from './error-screen';

/** A page's script chunk failed or timed out (spec §8): a reload fetches the current build. */
export function LoadFailureScreen() {
  return (
    <ErrorScreen
      icon="wifi"
      tone="warning"
      title={texts.errors.loadFailedTitle}
      text={texts.errors.loadFailedText}
    >
      <PlainButton
        icon="pi pi-refresh"
        label={texts.common.reload}
        onClick={() => window.location.reload()}
      />
    </ErrorScreen>
  );
}
