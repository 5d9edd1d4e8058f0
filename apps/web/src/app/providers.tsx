import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { queryClient } from '../shared/api/query-client';
import { useStore } from '../shared/lib/create-store';
import { toastStore } from '../shared/toast/toast-store';

// The toast and its kit download with the first message, so the sign-in page's first load carries neither.
const ToastHost = lazy(() => import('./toast-host').then((module) => ({ default: module.ToastHost })));

/** Mounts the toast once anything has been queued, and keeps it mounted. */
function LazyToast() {
  const queued = useStore(toastStore).length > 0;
  const [needed, setNeeded] = useState(queued);
  if (queued && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * Everything app-wide: the query client and the one Toast. PrimeReact's provider wraps the signed-in layout
 * and the toast (PrimeKit), and the one ConfirmDialog lives in the layout: only the signed-in area asks to
 * confirm. So /login downloads none of the component kit.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToast />
    </QueryClientProvider>
  );
}
