import { AppToast } from '../shared/toast/app-toast';
import { PrimeKit } from './prime-kit';

/** The one Toast with its kit: loaded when the first message is queued (see providers.tsx). */
export function ToastHost() {
  return (
    <PrimeKit>
      <AppToast />
    </PrimeKit>
  );
}
