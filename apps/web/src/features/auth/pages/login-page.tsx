import { texts } from '@school/contracts';
import { useState } from 'react';
import { LoginForm } from '../components/login-form';
import { ResetPasswordDialog } from '../components/reset-password-dialog';

/** /login: a centred card with the product name; fits a 375px phone. */
export function LoginPage() {
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  return (
    <main className="app-login">
      <div className="app-login__card">
        <div className="app-login__brand">
          <img src="/favicon.svg" alt="" width={48} height={48} />
          <span>{texts.app.productName}</span>
        </div>
        <h1 className="app-login__title">{texts.login.title}</h1>
        <p className="app-login__subtitle">{texts.login.subtitle}</p>
        <LoginForm onForgot={setResetEmail} />
      </div>
      <ResetPasswordDialog
        visible={resetEmail !== null}
        initialEmail={resetEmail ?? ''}
        onHide={() => setResetEmail(null)}
      />
    </main>
  );
}
