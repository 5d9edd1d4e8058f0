import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { primeReactOptions } from './prime-react-options';

/**
 * PrimeReact with the app's options (Russian, ripple, pass-through fixes) around the parts that use the
 * kit: the signed-in layout and the toast. The sign-in page draws plain elements in the kit's classes and
 * loads none of it (docs/performance.md, "First load per route").
 */
export function PrimeKit({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={primeReactOptions}>{children}</PrimeReactProvider>;
}
