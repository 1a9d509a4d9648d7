import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginSchema } from '../../../shared/domain/auth-schemas.ts';

export type LoginError = 'invalid' | 'throttled' | 'unexpected';

/**
 * Spec 2.7: e-mail, password, 'Login' / 'Logging in...'. A plain POST form (works without
 * JavaScript); with JavaScript, Conform checks the fields with the action's own schema first.
 */
export function LoginForm({
  redirectTo,
  lastResult,
  formError,
}: {
  redirectTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  formError?: LoginError | null;
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
  const errorId = 'login-error';
  return (
    <Form
      method="post"
      action="/login"
      className="auth-form"
      {...getFormProps(form)}
      aria-describedby={formError ? errorId : undefined}
    >
      {formError ? (
        <p id={errorId} className="form-alert" role="alert">
          {t(`auth.errors.${formError}`)}
        </p>
      ) : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="field">
        <label htmlFor={fields.email.id}>{t('auth.email')}</label>
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          autoComplete="username"
          spellCheck={false}
          required
        />
        {fields.email.errors ? (
          <p id={fields.email.errorId} className="field__error">
            {fields.email.errors[0]}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={fields.password.id}>{t('auth.password')}</label>
        <input
          {...getInputProps(fields.password, { type: 'password' })}
          autoComplete="current-password"
          required
        />
        {fields.password.errors ? (
          <p id={fields.password.errorId} className="field__error">
            {fields.password.errors[0]}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--accent auth-form__submit" disabled={isBusy}>
        {isBusy ? t('auth.loggingIn') : t('auth.loginButton')}
      </button>
    </Form>
  );
}
