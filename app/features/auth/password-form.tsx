import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { changePasswordSchema, resetPasswordSchema } from '../../../shared/domain/account-schemas.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';
import { CsrfInput } from './csrf-input.tsx';
import {
  AccountFormAlert,
  NewPasswordFields,
  SubmitButton,
  type AccountFormError,
} from './account-parts.tsx';

type Common = {
  lastResult?: SubmissionResult<string[]> | null;
  formError?: AccountFormError | null;
  retryAfterSeconds?: number;
};

/** /reset-password: the new password twice; the link's token travels in a hidden field. */
export function ResetPasswordForm({ token, ...common }: Common & { token: string }) {
  const t = useT();
  const isBusy = useNavigation().state !== 'idle';
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: common.lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  return (
    <Form method="post" className="account-form" {...getFormProps(form)}>
      <AccountFormAlert
        id="reset-password-error"
        error={common.formError}
        retryAfterSeconds={common.retryAfterSeconds}
      />
      <input type="hidden" name="token" value={token} />
      <RequiredMarkingContext value="unmarked">
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirm}
          label={t('accounts.fields.newPassword')}
        />
      </RequiredMarkingContext>
      <SubmitButton isBusy={isBusy} label={t('accounts.reset.submit')} />
    </Form>
  );
}

/** /change-password: the current password, then the new one twice (spec 2.12 account area). */
export function ChangePasswordForm({ userInputs, ...common }: Common & { userInputs: string[] }) {
  const t = useT();
  const isBusy = useNavigation().state !== 'idle';
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: common.lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  return (
    <Form method="post" className="account-form" {...getFormProps(form)}>
      <AccountFormAlert
        id="change-password-error"
        error={common.formError}
        retryAfterSeconds={common.retryAfterSeconds}
      />
      <CsrfInput />
      <RequiredMarkingContext value="unmarked">
        <TextField
          field={fields.current}
          label={t('accounts.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirm}
          label={t('accounts.fields.newPassword')}
          userInputs={userInputs}
        />
      </RequiredMarkingContext>
      <SubmitButton isBusy={isBusy} label={t('accounts.change.submit')} />
    </Form>
  );
}
