import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readLayoutPreferences } from './app/layout/layout-store';
import { applyTheme } from './shared/theme/theme';

applyTheme(readLayoutPreferences().theme);

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React yields between components, so a slow phone stays responsive
// while the app starts instead of blocking in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
