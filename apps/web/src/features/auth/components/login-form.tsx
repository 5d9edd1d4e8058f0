import { loginBodySchema, texts } from '@school/contracts';
import { useNavigate } from 'react-router';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PlainButton } from '@/shared/ui/plain-button';
import { useLogin } from '../auth.api';
import { signInIssueText } from '../sign-in-issue-text';

const EMPTY = { email: '', password: '' };

type LoginFormProps = { onForgot: (email: string) => void };

/**
 * E-mail and password; each error is said once, under its field, in the spec's words (§8). Plain
 * buttons and fields and no icon font: the sign-in page loads no component kit (docs/performance.md).
 */
export function LoginForm({ onForgot }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(
    loginBodySchema,
    EMPTY,
    async (body) => {
      await login.mutateAsync(body);
      // `/` sends the person to their start page («Мои курсы» or «Главная»).
      navigate('/', { replace: true });
    },
    signInIssueText,
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-column gap-3">
      <TextField
        field={form.field('email')}
        label={texts.login.email}
        type="email"
        autoComplete="username"
        autoFocus
      />
      <TextField
        field={form.field('password')}
        label={texts.login.password}
        type="password"
        autoComplete="current-password"
      />
      <PlainButton type="submit" label={texts.login.submit} loading={form.submitting} className="mt-2" />
      <PlainButton
        variant="link"
        label={texts.login.forgot}
        className="align-self-center p-1"
        onClick={() => onForgot(form.values.email)}
      />
    </form>
  );
}
