import { Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useFetcher, useHref } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginSchema } from '../../../shared/domain/auth-schemas.ts';
import { Dialog } from '../../components/dialog.tsx';
import { EditedFieldsContext } from '../../components/form/field-state.ts';
import { LoginFields } from '../auth/index.ts';

type Props = {
  isOpen: boolean;
  /** The session came back (the page's CSRF token changed since the failure). */
  isSignedInAgain: boolean;
  /** This edit page, where signing in comes back to. */
  returnTo: string;
  onClose: () => void;
};

/**
 * The spec's 'Authentication Error' (section 8): the admin's session ended while editing. The form
 * stays as typed underneath. 'Sign in again' is a link to /login that comes back to this page; a plain
 * click signs in right here instead, so nothing typed or chosen (photos included) is lost, and the
 * admin then sends the form again.
 */
export function AuthErrorDialog({ isOpen, isSignedInAgain, returnTo, onClose }: Props) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title={t(isSignedInAgain ? 'submit.dialogs.signedInTitle' : 'submit.dialogs.tokenTitle')}
    >
      <AuthErrorBody isSignedInAgain={isSignedInAgain} returnTo={returnTo} onClose={onClose} />
    </Dialog>
  );
}

function AuthErrorBody({ isSignedInAgain, returnTo, onClose }: Omit<Props, 'isOpen'>) {
  const t = useT();
  // Reset each time the dialog opens (its body is rendered only while open).
  const [isSigningIn, setIsSigningIn] = useState(false);
  // useHref: in the page's language (/fr/login on a French page).
  const loginHref = useHref(`/login?redirectTo=${encodeURIComponent(returnTo)}`);

  function signInHere(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (modifier keys, middle click) opens the login page as any link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setIsSigningIn(true);
  }

  if (isSignedInAgain) {
    return (
      <>
        <p>{t('submit.dialogs.signedInAgain')}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            {t('dialog.ok')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <p>{t('submit.dialogs.tokenText')}</p>
      {isSigningIn ? (
        <SignInAgainForm returnTo={returnTo} onCancel={onClose} />
      ) : (
        <div className="dialog__actions">
          <a className="button button--primary" href={loginHref} onClick={signInHere}>
            {t('submit.dialogs.signInAgain')}
          </a>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('dialog.ok')}
          </button>
        </div>
      )}
    </>
  );
}

type LoginAnswer = {
  result?: SubmissionResult<string[]>;
  formError?: 'invalid' | 'throttled' | 'unexpected' | 'unverified' | null;
};

const NOTHING_EDITED: ReadonlySet<string> = new Set();

/**
 * E-mail and password, posted to the login page's own action through a fetcher: a refusal shows here
 * (the page is not left), a success redirects to this same page, which keeps its state (the form is
 * not remounted) and reloads the viewer with the new session's CSRF token.
 */
function SignInAgainForm({ returnTo, onCancel }: { returnTo: string; onCancel: () => void }) {
  const t = useT();
  const fetcher = useFetcher<LoginAnswer>();
  const isBusy = fetcher.state !== 'idle';
  const [form, fields] = useForm({
    id: 'sign-in-again',
    lastResult: fetcher.data?.result ?? null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const formError = fetcher.state === 'idle' ? fetcher.data?.formError : null;
  const errorId = `${form.id}-error`;

  useEffect(() => {
    document.getElementById(fields.email.id)?.focus();
  }, [fields.email.id]);

  return (
    // The property form's "edited" fields (an owner's email among them) are not this form's.
    <EditedFieldsContext value={NOTHING_EDITED}>
      <fetcher.Form
        method="post"
        action="/login"
        // Coming back to this page after signing in keeps the admin where they were.
        preventScrollReset
        className="sign-in-again"
        {...getFormProps(form)}
        aria-describedby={formError ? errorId : undefined}
      >
        {formError ? (
          <p id={errorId} className="form-alert" role="alert">
            {t(`auth.errors.${formError}`)}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={returnTo} />
        <Suspense fallback={<span className="spinner" role="status" aria-label={t('auth.modalLoading')} />}>
          <LoginFields email={fields.email} password={fields.password} />
        </Suspense>
        <div className="dialog__actions">
          <button type="submit" className="button button--accent" disabled={isBusy}>
            {t(isBusy ? 'auth.loggingIn' : 'auth.loginButton')}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('submit.dialogs.cancel')}
          </button>
        </div>
      </fetcher.Form>
    </EditedFieldsContext>
  );
}
