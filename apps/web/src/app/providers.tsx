import { QueryClientProvider } from '@tanstack/react-query';
import ru from 'primelocale/ru.json';
import { addLocale, PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client';
import { AppToast } from '../shared/toast/app-toast';

// PrimeReact's Russian texts; the provider below must name the locale or it falls back to 'en' (pitfall 7).
addLocale('ru', ru.ru);

/** Everything app-wide: PrimeReact (ru), the query client, the one Toast and the one ConfirmDialog. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={{ locale: 'ru', ripple: true }}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToast />
        <ConfirmDialog />
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
