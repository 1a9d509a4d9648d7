import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { TextField } from '../../components/form/text-fields.tsx';
import type { AnyField } from '../../components/form/field-state.ts';
import { retryText } from '../../i18n/retry-text.ts';
import { PasswordStrength } from './password-strength.tsx';

/** What an account form's action answers besides Conform's result: a message for the whole form. */
export type AccountFormError = 'rateLimited' | 'unexpected';

/** A page of the account flows: its heading, an intro, and the card with the form or the outcome. */
export function AccountPage({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="container auth-page account-page" aria-labelledby={id}>
      <h1 id={id}>{heading}</h1>
      {intro ? <p>{intro}</p> : null}
      <div className="account-card">{children}</div>
    </section>
  );
}

/** The whole form's refusal (too many requests, with when to try again), announced at once. */
export function AccountFormAlert({
  id,
  error,
  retryAfterSeconds,
}: {
  id: string;
  error: AccountFormError | null | undefined;
  retryAfterSeconds?: number;
}) {
  const t = useT();
  if (!error) return null;
  const when = error === 'rateLimited' ? retryText(t, retryAfterSeconds) : null;
  return (
    <p id={id} className="form-alert" role="alert">
      {t(`accounts.errors.${error}`)}
      {when ? ` ${when}` : null}
    </p>
  );
}

/** A status message after a form did its work (sent, changed), announced politely. */
export function AccountNotice({ children }: { children: ReactNode }) {
  return (
    <div className="account-notice" role="status">
      {children}
    </div>
  );
}

/**
 * A new password (ASVS L2: 12 to 128 characters, any characters) with its strength meter, and,
 * when given, its confirmation.
 */
export function NewPasswordFields({
  password,
  confirm,
  label,
  userInputs = [],
}: {
  password: AnyField;
  confirm?: AnyField;
  label: string;
  /** Words the meter counts as guessable for this person: their name, e-mail, username. */
  userInputs?: string[];
}) {
  const t = useT();
  return (
    <>
      <div className="new-password">
        <TextField
          field={password}
          label={label}
          type="password"
          autoComplete="new-password"
          hint={t('accounts.fields.passwordHint')}
          isRequired
        />
        <PasswordStrength
          id={`${password.id}-strength`}
          password={typeof password.value === 'string' ? password.value : ''}
          userInputs={userInputs.filter(Boolean)}
        />
      </div>
      {confirm ? (
        <TextField
          field={confirm}
          label={t('accounts.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          isRequired
        />
      ) : null}
    </>
  );
}

/** The submit button of an account form: its busy label while the request is under way. */
export function SubmitButton({
  isBusy,
  label,
  busyLabel,
}: {
  isBusy: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <button type="submit" className="button button--accent account-card__submit" disabled={isBusy}>
      {isBusy && busyLabel ? busyLabel : label}
    </button>
  );
}
