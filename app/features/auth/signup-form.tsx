import { Form, useNavigation } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { Trans } from 'react-i18next';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { signUpSchema } from '../../../shared/domain/account-schemas.ts';
import { SIGNUP_ROLES, USERNAME_MAX_LENGTH } from '../../../shared/domain/account.ts';
import { PHONE_MAX_LENGTH } from '../../../shared/domain/limits.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';
import { ChoiceGroup } from '../../components/form/choice-fields.tsx';
import {
  ariaOf,
  keepDigits,
  useVisibleErrors,
  withoutKey,
  type AnyField,
} from '../../components/form/field-state.ts';
import { FieldError } from '../../components/form/field-parts.tsx';
import {
  AccountFormAlert,
  NewPasswordFields,
  SubmitButton,
  type AccountFormError,
} from './account-parts.tsx';

const ALERT_ID = 'create-account-error';

/**
 * The spec's account form (3 "Account form"): full name, e-mail, username, password, phone, Signup
 * As (customer, agent, agency), and the terms and privacy agreement. A plain POST form that works
 * without JavaScript; with it, Conform checks each field with the action's own schema as it is left.
 * Every field is required: none is marked, the controls' required state says so.
 */
export function SignUpForm({
  lastResult,
  formError,
  retryAfterSeconds,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  formError?: AccountFormError | null;
  retryAfterSeconds?: number;
}) {
  const t = useT();
  const navigation = useNavigation();
  const isBusy = navigation.state !== 'idle' && navigation.formAction === '/create-account';
  const [form, fields] = useForm({
    id: 'create-account',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    defaultValue: { role: 'customer' },
  });
  const userInputs = [fields.name.value, fields.email.value, fields.username.value].filter(
    (v): v is string => typeof v === 'string',
  );
  return (
    <Form
      method="post"
      action="/create-account"
      className="account-form"
      {...getFormProps(form)}
      aria-describedby={formError ? ALERT_ID : undefined}
    >
      <AccountFormAlert id={ALERT_ID} error={formError} retryAfterSeconds={retryAfterSeconds} />
      <RequiredMarkingContext value="unmarked">
        <div className="account-form__grid">
          <TextField
            field={fields.name}
            label={t('accounts.fields.fullName')}
            autoComplete="name"
            isRequired
          />
          <TextField
            field={fields.email}
            label={t('accounts.fields.email')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <TextField
            field={fields.username}
            label={t('accounts.fields.username')}
            autoComplete="username"
            hint={t('accounts.fields.usernameHint')}
            maxLength={USERNAME_MAX_LENGTH}
            isRequired
          />
          <TextField
            field={fields.phone}
            label={t('accounts.fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            filter={keepDigits}
            isRequired
          />
        </div>
        <NewPasswordFields
          password={fields.password}
          label={t('accounts.fields.password')}
          userInputs={userInputs}
        />
        <ChoiceGroup
          field={fields.role}
          legend={t('accounts.fields.signupAs')}
          type="radio"
          options={SIGNUP_ROLES.map((role) => ({ value: role, label: t(`accounts.fields.roles.${role}`) }))}
        />
        <TermsCheckbox field={fields.terms} />
      </RequiredMarkingContext>
      <SubmitButton
        isBusy={isBusy}
        label={t('accounts.create.submit')}
        busyLabel={t('accounts.create.submitting')}
      />
      <p className="account-form__aside">
        {t('accounts.create.haveAccount')} <Link to="/login">{t('accounts.create.login')}</Link>
      </p>
    </Form>
  );
}

/** The terms and privacy agreement, its label linking to the privacy policy (/privacy-details). */
function TermsCheckbox({ field }: { field: AnyField }) {
  const errors = useVisibleErrors(field);
  return (
    <div className="field">
      <label className="checkbox">
        <input
          key={field.key}
          {...withoutKey(getInputProps(field, { type: 'checkbox', ariaAttributes: false }))}
          {...ariaOf(field, errors)}
          required
        />
        <span>
          <Trans i18nKey="accounts.fields.terms" components={{ privacy: <Link to="/privacy-details" /> }} />
        </span>
      </label>
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}
