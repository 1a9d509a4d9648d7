import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginSchema } from '../../../shared/domain/auth-schemas.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';

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
      <button type="submit" className="button button--accent auth-form__submit" disabled={isBusy}>
        {isBusy ? t('auth.loggingIn') : t('auth.loginButton')}
      </button>
    </Form>
  );
}
