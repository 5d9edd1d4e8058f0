import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client';
import { AppToast } from '../shared/toast/app-toast';
import { primeReactOptions } from './prime-react-options';

/** Everything app-wide: PrimeReact (ru), the query client, the one Toast and the one ConfirmDialog. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={primeReactOptions}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToast />
        <ConfirmDialog />
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
