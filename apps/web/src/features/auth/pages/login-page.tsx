import { texts } from '@school/contracts';
import { lazy, Suspense, useState } from 'react';
import { LoginForm } from '../components/login-form';

// Only on «Забыли пароль?»: the dialog and its kit stay out of the sign-in page's first load.
const ResetPasswordDialog = lazy(() =>
  import('../components/reset-password-dialog').then((module) => ({ default: module.ResetPasswordDialog })),
);

/** /login: a centred card with the product name; fits a 375px phone. */
export function LoginPage() {
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const [resetOpened, setResetOpened] = useState(false);
  const openReset = (email: string) => {
    setResetOpened(true);
    setResetEmail(email);
  };
  return (
    <main className="app-login">
      <div className="app-login__card">
        <div className="app-login__brand">
          <img src="/favicon.svg" alt="" width={48} height={48} />
          <span>{texts.app.productName}</span>
        </div>
        <h1 className="app-login__title">{texts.login.title}</h1>
        <p className="app-login__subtitle">{texts.login.subtitle}</p>
        <LoginForm onForgot={openReset} />
      </div>
      {resetOpened && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            visible={resetEmail !== null}
            initialEmail={resetEmail ?? ''}
            onHide={() => setResetEmail(null)}
          />
        </Suspense>
      )}
    </main>
  );
}
