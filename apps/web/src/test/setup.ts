import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../shared/api/query-client';
import { toastStore } from '../shared/toast/toast-store';
import { disposeQueryClient, disposeRendered } from './render';

// Two workers share the two cores with Vitest's main process, which transforms each module on its first
// import: a lazy chunk's first load in a worker can outlast findBy/waitFor's default second.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks matchMedia, which PrimeReact and the layout read.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * The test files of a worker share one jsdom window and one module graph (vitest.config: isolate false),
 * so each test hands the next one (maybe of another file) a clean slate. Runs after the files' own hooks.
 */
afterEach(async () => {
  cleanup();
  await disposeRendered();
  // The app's one client (route loaders) is a module singleton: its cache would outlive the file.
  await disposeQueryClient(queryClient);
  // A stubbed fetch left in place is what the next file's vi.spyOn(globalThis, 'fetch') would wrap,
  // calls of the earlier file included.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toastStore.set([]);
  localStorage.clear();
  sessionStorage.clear();
  // createBrowserRouter moves jsdom's URL, and useListState reads window.location.
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
});
