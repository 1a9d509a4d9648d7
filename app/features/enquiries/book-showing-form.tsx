import '../../i18n/catalogues/enquiry-forms.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { defaultEnquiryMessage, showingFormSchema } from '../../../shared/domain/enquiry-schemas.ts';
import { FormErrors, FormFooter, MessageField, OutcomeDialog, PersonFields } from './enquiry-form-parts.tsx';
import { useEnquirySubmission } from './use-enquiry-submission.ts';
import type { EnquiryActionData } from './submission-state.ts';
import { enquiryPageHref, type EnquiryProperty } from './enquiry-property.ts';

/**
 * The Book Showing form (spec 2.4, 5): name, e-mail, phone (digits only, at most 15 characters),
 * optional message, consent. Loaded on demand by BookShowingButton, so Conform and zod stay out
 * of the listing page's first download. `onSent` lets the modal close before Success! shows.
 */
export default function BookShowingForm({
  property,
  onSent,
  serverResult,
}: {
  property: EnquiryProperty;
  onSent?: () => void;
  serverResult?: EnquiryActionData | null;
}) {
  const { t } = useTranslation();
  const formId = `showing-${property.id}`;
  const { fetcher, isSending, lastResult, outcome, retryAfterSeconds, dismiss } = useEnquirySubmission(
    formId,
    serverResult,
  );
  const [form, fields] = useForm<z.input<typeof showingFormSchema>>({
    id: formId,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: showingFormSchema }),
  });

  // Success: the modal closes and its owner shows Success!; failures stack on top of the form.
  const isSuccess = outcome === 'success' && onSent !== undefined;
  useEffect(() => {
    if (isSuccess) {
      dismiss();
      onSent?.();
    }
  }, [isSuccess, dismiss, onSent]);

  return (
    <>
      <fetcher.Form
        method="post"
        action={enquiryPageHref(property.id, 'showing')}
        className="enquiry-form"
        {...getFormProps(form)}
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="form" value="showing" />
        <input type="hidden" name="propertyId" value={property.id} />
        <p className="enquiry-form__about">
          <strong>{property.name}</strong>
          <br />
          {property.address}
        </p>
        <PersonFields fields={fields} />
        <MessageField
          field={fields.message}
          label={t('enquiries.fields.message')}
          placeholder={defaultEnquiryMessage(
            t('enquiryForms.defaultMessage', { returnObjects: true }),
            'showing',
            property,
          )}
        />
        <FormFooter formId={formId} consent={fields.consent} isSending={isSending} />
      </fetcher.Form>
      <OutcomeDialog
        outcome={isSuccess ? null : outcome}
        retryAfterSeconds={retryAfterSeconds}
        onClose={dismiss}
      />
    </>
  );
}
