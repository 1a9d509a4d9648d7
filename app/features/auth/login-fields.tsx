import { useT } from '../../i18n/use-t.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';
import type { AnyField } from '../../components/form/field-state.ts';

/**
 * The e-mail and password fields of every sign-in form: the /login page and the login modal
 * (login-form.tsx) and the submit page's "sign in again" dialog. Both are required: no marks, the
 * controls' required state says so.
 */
export function LoginFields({ email, password }: { email: AnyField; password: AnyField }) {
  const t = useT();
  return (
    <RequiredMarkingContext value="unmarked">
      <TextField field={email} label={t('auth.email')} type="email" autoComplete="username" isRequired />
      <TextField
        field={password}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
    </RequiredMarkingContext>
  );
}
