import { texts } from '@school/contracts';

/**
 * Full-screen loading state for the first paint (root HydrateFallback) and the guarded entry: a CSS spinner,
 * so the first screen waits for no component library and no icon font.
 */
export function AppSplash() {
  return (
    <div className="app-splash" aria-busy="true">
      <span className="app-splash__spinner" role="img" aria-label={texts.common.loading} />
      <span className="app-splash__text">{texts.common.loading}</span>
    </div>
  );
}
