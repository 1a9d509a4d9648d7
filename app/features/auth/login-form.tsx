import { Form, useNavigation } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginSchema } from '../../../shared/domain/auth-schemas.ts';
import { withoutKey } from '../../components/form/field-state.ts';
import { retryText } from '../../i18n/retry-text.ts';
import { LoginFields } from './login-fields.tsx';

export type LoginError = 'invalid' | 'throttled' | 'unexpected' | 'unverified';

const ERROR_ID = 'login-error';
const REMEMBER_HINT_ID = 'login-remember-hint';
const SOCIAL_REASON_ID = 'login-social-reason';

/**
 * The login form of the /login page and of the nav's login modal (spec 2.2, 2.7): e-mail, password,
 * 'Save Password', 'Login' / 'Logging in...'. A plain POST form (works without JavaScript); with
 * JavaScript, Conform checks the fields with the action's own schema first. 'Save Password' is a
 * real "keep me signed in" (a 30-day cookie; without it, one that ends with the browser session).
 * Forgot Password and Create Account lead to their pages (issue 17); Facebook and Google have nothing
 * behind them: see MoreControls.
 */
export function LoginForm({
  redirectTo,
  lastResult,
  formError,
  retryAfterSeconds,
}: {
  redirectTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  formError?: LoginError | null;
  /** 'throttled': the seconds of the answer's Retry-After, to say when to try again. */
  retryAfterSeconds?: number;
}) {
  const t = useT();
  const navigation = useNavigation();
  const isBusy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const when = formError === 'throttled' ? retryText(t, retryAfterSeconds) : null;
  return (
    <div className="login-panel">
      <Form
        method="post"
        action="/login"
        className="login-panel__form"
        {...getFormProps(form)}
        aria-describedby={formError ? ERROR_ID : undefined}
      >
        {formError ? (
          <p id={ERROR_ID} className="form-alert" role="alert">
            {t(`auth.errors.${formError}`)}
            {when ? ` ${when}` : null}
            {formError === 'unverified' ? (
              <>
                {' '}
                <Link to="/verify-email">{t('auth.resendVerification')}</Link>
              </>
            ) : null}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <LoginFields email={fields.email} password={fields.password} />
        <div className="login-panel__remember">
          <label className="checkbox">
            <input
              {...withoutKey(getInputProps(fields.remember, { type: 'checkbox', ariaAttributes: false }))}
              aria-describedby={REMEMBER_HINT_ID}
            />
            <span>{t('auth.savePassword')}</span>
          </label>
          <p id={REMEMBER_HINT_ID} className="field__hint">
            {t('auth.savePasswordHint')}
          </p>
        </div>
        <button type="submit" className="button button--accent login-panel__submit" disabled={isBusy}>
          {isBusy ? t('auth.loggingIn') : t('auth.loginButton')}
        </button>
      </Form>
      <MoreControls />
    </div>
  );
}

/**
 * Spec 2.2's other controls: Forgot Password and the create-account link lead to their pages;
 * Facebook and Google sign-in have nothing behind them, so they are shown visibly disabled with the
 * reason beside them. They stay focusable (aria-disabled, not disabled), so keyboard and
 * screen-reader users meet them and hear why.
 */
function MoreControls() {
  const t = useT();
  return (
    <div className="login-panel__more">
      <Link to="/forgot-password" className="login-panel__link">
        {t('auth.forgotPassword')}
      </Link>
      <p className="login-panel__or">
        <span>{t('auth.or')}</span>
      </p>
      <div className="login-panel__unavailable">
        <div className="login-panel__social">
          <UnavailableButton reasonId={SOCIAL_REASON_ID} className="button button--ghost">
            {t('auth.facebook')}
          </UnavailableButton>
          <UnavailableButton reasonId={SOCIAL_REASON_ID} className="button button--ghost">
            {t('auth.google')}
          </UnavailableButton>
        </div>
        <p id={SOCIAL_REASON_ID} className="field__hint">
          {t('auth.socialReason')}
        </p>
      </div>
      <p className="login-panel__account login-panel__account-line">
        {t('auth.noAccount')}{' '}
        <Link to="/create-account" className="login-panel__link">
          {t('auth.createAccount')}
        </Link>
      </p>
    </div>
  );
}

/** A control shown disabled (aria-disabled keeps it in the tab order), its reason tied by id. */
function UnavailableButton({
  reasonId,
  className,
  children,
}: {
  reasonId: string;
  className: string;
  children: string;
}) {
  return (
    <button
      type="button"
      className={`${className} is-unavailable`}
      aria-disabled="true"
      aria-describedby={reasonId}
    >
      {children}
    </button>
  );
}
