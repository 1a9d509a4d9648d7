import { Form, useNavigation, useRouteLoaderData } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginSchema } from '../../../shared/domain/auth-schemas.ts';
import { formatPhone } from '../../../shared/format.ts';
import { siteDefaults, type SiteInfo } from '../../../content/site.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';
import { withoutKey } from '../../components/form/field-state.ts';
import { telHref } from '../../components/tel-href.ts';
import { retryText } from '../../i18n/retry-text.ts';

export type LoginError = 'invalid' | 'throttled' | 'unexpected';

const ERROR_ID = 'login-error';
const REMEMBER_HINT_ID = 'login-remember-hint';
const FORGOT_REASON_ID = 'login-forgot-reason';
const SOCIAL_REASON_ID = 'login-social-reason';
const ACCOUNT_REASON_ID = 'login-account-reason';

/**
 * The login form of the /login page and of the nav's login modal (spec 2.2, 2.7): e-mail, password,
 * 'Save Password', 'Login' / 'Logging in...'. A plain POST form (works without JavaScript); with
 * JavaScript, Conform checks the fields with the action's own schema first. 'Save Password' is a
 * real "keep me signed in" (a 30-day cookie; without it, one that ends with the browser session).
 * The spec's other controls (Forgot Password, Facebook, Google, /create-account) have nothing behind
 * them yet: see UnavailableControls.
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
  const { t } = useTranslation();
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
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* Both fields are required: no marks, the controls' required state says so. */}
        <RequiredMarkingContext value="unmarked">
          <TextField
            field={fields.email}
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            isRequired
          />
          <TextField
            field={fields.password}
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            isRequired
          />
        </RequiredMarkingContext>
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
      <UnavailableControls />
    </div>
  );
}

/**
 * Spec 2.2's controls that nothing stands behind yet (accounts for visitors come later): shown so
 * the form matches the spec, but visibly disabled, each with the reason in text beside it. They stay
 * focusable (aria-disabled, not disabled), so keyboard and screen-reader users meet them and hear why.
 */
function UnavailableControls() {
  const { t } = useTranslation();
  const data = useRouteLoaderData('root') as { site?: SiteInfo } | undefined;
  const phone = (data?.site ?? siteDefaults).phone;
  return (
    <div className="login-panel__more">
      <div className="login-panel__unavailable">
        <UnavailableButton reasonId={FORGOT_REASON_ID} className="login-panel__link">
          {t('auth.forgotPassword')}
        </UnavailableButton>
        <p id={FORGOT_REASON_ID} className="field__hint">
          <Trans
            i18nKey="auth.forgotReason"
            values={{ phone: formatPhone(phone) }}
            components={{ tel: <a href={telHref(phone)} /> }}
          />
        </p>
      </div>
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
      <div className="login-panel__unavailable login-panel__account">
        <p className="login-panel__account-line">
          {t('auth.noAccount')}{' '}
          <UnavailableButton reasonId={ACCOUNT_REASON_ID} className="login-panel__link">
            {t('auth.createAccount')}
          </UnavailableButton>
        </p>
        <p id={ACCOUNT_REASON_ID} className="field__hint">
          {t('auth.createAccountReason')}
        </p>
      </div>
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
