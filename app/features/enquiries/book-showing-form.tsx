import '../../i18n/catalogues/enquiry-forms.ts';
import '../../i18n/catalogues/showings.ts';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { defaultEnquiryMessage, showingFormSchema } from '../../../shared/domain/enquiry-schemas.ts';
import { FormErrors, FormFooter, MessageField, OutcomeDialog, PersonFields } from './enquiry-form-parts.tsx';
import { useEnquirySubmission } from './use-enquiry-submission.ts';
import type { EnquiryActionData } from './submission-state.ts';
import { enquiryPageHref, type EnquiryProperty } from './enquiry-property.ts';
import { SlotPicker } from './slot-picker.tsx';
import { useShowingSlots, type SlotState } from './use-showing-slots.ts';
import { useValidationMessage } from '../../i18n/validation-message.ts';

/**
 * The Book Showing form (spec 2.4, 5): name, e-mail, phone (digits only, at most 15 characters),
 * optional message, consent. Loaded on demand by BookShowingButton, so Conform and zod stay out
 * of the listing page's first download. `onSent` lets the modal close before Success! shows.
 */
export default function BookShowingForm({
  property,
  onSent,
  serverResult,
  serverSlots,
}: {
  property: EnquiryProperty;
  /** Sent: with the showing booked, when a time was chosen. */
  onSent?: (booked?: EnquiryActionData['booked']) => void;
  serverResult?: EnquiryActionData | null;
  /** The free times as the server found them (the form's own page). */
  serverSlots?: SlotState;
}) {
  const t = useT();
  const say = useValidationMessage();
  const formId = `showing-${property.id}`;
  const { fetcher, isSending, lastResult, outcome, retryAfterSeconds, dismiss } = useEnquirySubmission(
    formId,
    serverResult,
  );
  // A slot taken meanwhile: the answer names the next free times, and the list is asked for again.
  const answer = fetcher.data ?? serverResult ?? null;
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer?.nextSlots && fetcher.data) setSlotsVersion((v) => v + 1);
  }
  const slots = useShowingSlots(property.id, slotsVersion, serverSlots);
  const slotError = answer?.nextSlots ? answer.result?.error?.['']?.[0] : undefined;
  const [form, fields] = useForm<z.input<typeof showingFormSchema>>({
    id: formId,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: showingFormSchema }),
  });

  // Success: the modal closes and its owner shows Success!; failures stack on top of the form.
  const isSuccess = outcome === 'success' && onSent !== undefined;
  const booked = fetcher.data?.booked;
  useEffect(() => {
    if (isSuccess) {
      dismiss();
      onSent?.(booked);
    }
  }, [isSuccess, dismiss, onSent, booked]);

  return (
    <>
      <fetcher.Form
        method="post"
        action={enquiryPageHref(property.id, 'showing')}
        className="enquiry-form"
        {...getFormProps(form)}
      >
        <FormErrors errors={slotError ? undefined : form.errors} id={form.errorId} />
        <input type="hidden" name="form" value="showing" />
        <input type="hidden" name="propertyId" value={property.id} />
        <p className="enquiry-form__about">
          <strong>{property.name}</strong>
          <br />
          {property.address}
        </p>
        {slots.status === 'offered' && slots.days.length > 0 ? (
          <SlotPicker days={slots.days} error={slotError ? say(slotError) : undefined} />
        ) : slots.status === 'loading' ? (
          <p className="slot-picker__status" role="status">
            {t('showings.picker.loading')}
          </p>
        ) : slots.status === 'offered' || slots.status === 'failed' ? (
          <p className="slot-picker__status">
            {t(slots.status === 'failed' ? 'showings.picker.failed' : 'showings.picker.none')}
          </p>
        ) : null}
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
        booked={booked}
        onClose={dismiss}
      />
    </>
  );
}
