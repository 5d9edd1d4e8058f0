import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './styles/layout.css';
import './styles/theme-contrast.css';
import '../shared/ui/ui.css';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
