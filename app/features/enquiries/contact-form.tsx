import '../../i18n/catalogues/enquiry-forms.ts';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { contactFormSchema, ENQUIRY_LIMITS } from '../../../shared/domain/enquiry-schemas.ts';
import { FormErrors, FormFooter, MessageField, OutcomeDialog, PersonFields } from './enquiry-form-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';
import { useEnquirySubmission } from './use-enquiry-submission.ts';
import type { EnquiryActionData } from './submission-state.ts';

export const CONTACT_ACTION = '/contact';

/**
 * The contact page's form (spec 2.9, 5): every field required, checked on submit with each error
 * under its field, sent only when there are none. Success: 'Thank You!', and confirming goes home.
 * Failure: 'Error!' with OK, and what was typed stays. `prefill` comes from ?subject=&message=.
 */
export function ContactForm({
  prefill,
  serverResult,
  homeAfterSuccess = true,
}: {
  prefill: { subject: string; message: string };
  serverResult?: EnquiryActionData | null;
  /** Spec 2.9: on the contact page, confirming 'Thank You!' goes home. Elsewhere it may stay. */
  homeAfterSuccess?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { fetcher, isSending, lastResult, outcome, retryAfterSeconds, dismiss } = useEnquirySubmission(
    'contact',
    serverResult,
  );
  const [form, fields] = useForm<z.input<typeof contactFormSchema>>({
    id: 'contact',
    lastResult,
    defaultValue: prefill,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema }),
  });

  const isSuccess = outcome === 'success';
  return (
    <>
      <fetcher.Form
        method="post"
        action={CONTACT_ACTION}
        className="enquiry-form contact-form"
        {...getFormProps(form)}
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="contact-form__grid">
          <PersonFields fields={fields} nameLabel={t('enquiries.fields.yourName')} />
          <TextField
            field={fields.subject}
            label={t('enquiries.fields.subject')}
            isRequired
            maxLength={ENQUIRY_LIMITS.subject}
          />
        </div>
        <MessageField field={fields.message} label={t('enquiries.fields.contactMessage')} isRequired />
        <FormFooter formId="contact" isSending={isSending} withSpinner />
      </fetcher.Form>
      <OutcomeDialog
        outcome={outcome}
        form="contact"
        retryAfterSeconds={retryAfterSeconds}
        onClose={() => {
          dismiss();
          // Spec 2.9: after the success dialog is confirmed, the visitor goes home.
          if (isSuccess && homeAfterSuccess) void navigate('/');
        }}
      />
    </>
  );
}
