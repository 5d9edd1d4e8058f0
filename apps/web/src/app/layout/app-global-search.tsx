import { texts } from '@school/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk: the first load of every route stays within its budget until someone searches.
const SearchPalette = lazy(() =>
  import('@/features/search/components/search-palette').then((module) => ({ default: module.SearchPalette })),
);

/** The top bar's search button and Ctrl+K / ⌘K anywhere in the layout: the global search palette. */
export function AppGlobalSearch() {
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setVisible(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className="layout-topbar-button"
        onClick={() => {
          setLoaded(true);
          setVisible(true);
        }}
        aria-label={texts.layout.globalSearch}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
      >
        <i className="pi pi-search" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchPalette visible={visible} onHide={() => setVisible(false)} />
        </Suspense>
      )}
    </>
  );
}
