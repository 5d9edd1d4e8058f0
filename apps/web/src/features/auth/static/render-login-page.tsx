import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../pages/login-page';

/**
 * The sign-in page's HTML as React renders it, for the build's `login.html` (build/login-page.ts): the page
 * paints from it before the app's scripts have loaded, then the app takes over (take-over-static-login.ts).
 */
export function renderLoginPage(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
