import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { emailOnlySchema } from '../../../shared/domain/account-schemas.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';
import { AccountFormAlert, AccountNotice, SubmitButton, type AccountFormError } from './account-parts.tsx';
import { failureOf } from './account-answers.ts';

/** One e-mail field and a button: resend the verification link; ask for a reset link. */
export function EmailForm({
  id,
  intro,
  submitLabel,
  isBusy,
  lastResult,
  formError: error,
  retryAfterSeconds,
}: {
  id: string;
  intro: string;
  submitLabel: string;
  isBusy: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  formError?: AccountFormError | null;
  retryAfterSeconds?: number;
}) {
  const t = useT();
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
  });
  const alertId = `${id}-error`;
  return (
    <Form
      method="post"
      className="account-form"
      {...getFormProps(form)}
      aria-describedby={error ? alertId : undefined}
    >
      <AccountFormAlert id={alertId} error={error} retryAfterSeconds={retryAfterSeconds} />
      <p>{intro}</p>
      <RequiredMarkingContext value="unmarked">
        <TextField
          field={fields.email}
          label={t('accounts.fields.email')}
          type="email"
          autoComplete="email"
          isRequired
        />
      </RequiredMarkingContext>
      <SubmitButton isBusy={isBusy} label={submitLabel} />
    </Form>
  );
}

/**
 * A page that asks for a link by e-mail (/forgot-password, /verify-email): the form, or once the
 * action answered `{ sentTo }`, what was done — the same words whether or not the address has an
 * account. The action is `answerEmailRequest` (email-request.server.ts).
 */
export function EmailRequest({
  actionData,
  sentText,
  ...form
}: {
  id: string;
  intro: string;
  submitLabel: string;
  isBusy: boolean;
  /** What the action answered, if it did. */
  actionData: unknown;
  sentText: (email: string) => string;
}) {
  const answer = actionData as { sentTo?: string; result?: SubmissionResult<string[]> } | undefined;
  if (answer?.sentTo) {
    return (
      <AccountNotice>
        <p>{sentText(answer.sentTo)}</p>
      </AccountNotice>
    );
  }
  return <EmailForm {...form} lastResult={answer?.result ?? null} {...failureOf(actionData)} />;
}
