import { texts } from '@school/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { useStore } from '../lib/create-store';
import { loaderStore } from './loader-store';

/**
 * The one global loader: a thin bar on top while a route loads, a mutation runs or a job turned it on.
 * PrimeReact's indeterminate ProgressBar markup (styled in ui.css), so the first screen needs no kit.
 */
export function GlobalLoader() {
  const manual = useStore(loaderStore);
  const navigation = useNavigation();
  const mutating = useIsMutating();
  const on = manual > 0 || navigation.state !== 'idle' || mutating > 0;
  if (!on) return null;
  return (
    <div className="app-global-loader" role="progressbar" aria-label={texts.common.loading}>
      <div className="p-progressbar p-component p-progressbar-indeterminate">
        <div className="p-progressbar-indeterminate-container">
          <div className="p-progressbar-value p-progressbar-value-animate" />
        </div>
      </div>
    </div>
  );
}
