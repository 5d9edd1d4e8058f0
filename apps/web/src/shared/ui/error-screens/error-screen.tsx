import type { ReactNode } from 'react';

type ErrorScreenProps = {
  /** A primeicons name without the `pi-` prefix. */
  icon: string;
  tone?: 'danger' | 'warning' | 'info';
  title: string;
  text: string;
  /** Buttons or links that lead the user out. */
  children?: ReactNode;
};

/** The frame every error screen shares: an icon, a heading, one sentence and a way back. */
export function ErrorScreen({ icon, tone = 'danger', title, text, children }: ErrorScreenProps) {
  return (
    <section className="app-error-screen" role="alert" aria-labelledby="error-screen-title">
      <div className={`app-error-screen__icon app-error-screen__icon--${tone}`} aria-hidden="true">
        <i className={`pi pi-${icon}`} />
      </div>
      <h1 id="error-screen-title" className="app-error-screen__title">
        {title}
      </h1>
      <p className="app-error-screen__text">{text}</p>
      {children && <div className="app-error-screen__actions">{children}</div>}
    </section>
  );
}
