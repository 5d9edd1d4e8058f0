import { texts } from '@school/contracts';
import { ProgressSpinner } from 'primereact/progressspinner';

/** Full-screen loading state for the first paint (root HydrateFallback) and the guarded entry. */
export function AppSplash() {
  return (
    <div className="app-splash" aria-busy="true">
      <ProgressSpinner
        style={{ width: '3rem', height: '3rem' }}
        strokeWidth="4"
        aria-label={texts.common.loading}
      />
      <span className="app-splash__text">{texts.common.loading}</span>
    </div>
  );
}
