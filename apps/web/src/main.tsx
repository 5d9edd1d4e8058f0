import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readLayoutPreferences } from './app/layout/layout-store';
import { applyTheme } from './shared/theme/theme';

applyTheme(readLayoutPreferences().theme);

const pageRoot = document.getElementById('root')!;
// login.html paints the sign-in page before this script runs: the app renders beside it, then takes its place.
const staticLogin = pageRoot.hasAttribute('data-static-login');
const mount = staticLogin ? Object.assign(document.createElement('div'), { id: 'root' }) : pageRoot;
const root = createRoot(mount);
// Its own small file: only a visit that starts on /login needs it (login.html preloads it).
if (staticLogin) {
  void import('./features/auth/static/take-over-static-login').then((module) =>
    module.takeOverStaticLogin(pageRoot, mount),
  );
}
// The first render as a transition: React yields between components, so a slow phone stays responsive
// while the app starts instead of blocking in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
