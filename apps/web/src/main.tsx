import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readLayoutPreferences } from './app/layout/layout-store';
import { applyTheme } from './shared/theme/theme';

applyTheme(readLayoutPreferences().theme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
