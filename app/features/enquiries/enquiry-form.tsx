import '../../i18n/catalogues/enquiry-forms.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm } from '@conform-to/react';
import type { z } from 'zod';
import { defaultEnquiryMessage, ENQUIRY_LIMITS, YES_NO } from '../../../shared/domain/enquiry.ts';
import type { propertyEnquiryFormSchema } from '../../../shared/domain/enquiry-schemas.ts';
import { useDeferredEnquiryValidation } from './use-deferred-validation.ts';
import { FormErrors, FormFooter, MessageField, OutcomeDialog, PersonFields } from './enquiry-form-parts.tsx';
import { TextField } from '../../components/form/text-fields.tsx';
import { ChoiceGroup } from '../../components/form/choice-fields.tsx';
import { MessageDialog } from '../../components/message-dialog.tsx';
import { useEnquirySubmission } from './use-enquiry-submission.ts';
import type { EnquiryActionData } from './submission-state.ts';
import { ENQUIRY_ACTION, enquiryPageHref, type EnquiryProperty } from './enquiry-property.ts';

/**
 * The detail page's sidebar form (spec 2.5, 5): the Book Showing fields plus pets, employed and,
 * only when employed is Yes, the employer's name (otherwise employerDetails is 'N/A').
 *
 * 'Please Wait' (spec 5): the form is rendered with its property, so it cannot be sent without one;
 * what can happen is a client-side navigation to another property whose data is still loading while
 * this form is on screen. Sending then would enquire about the page being left, so the form says
 * 'Please Wait' instead.
 */
export function EnquiryForm({
  property,
  serverResult,
  headingLevel = 2,
  titleId,
}: {
  property: EnquiryProperty | null | undefined;
  serverResult?: EnquiryActionData | null;
  headingLevel?: 2 | 1;
  /** The heading's id, for a landmark that takes its name from it. */
  titleId?: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const formId = `enquiry-${property?.id ?? 'pending'}`;
  const { fetcher, isSending, lastResult, outcome, retryAfterSeconds, dismiss } = useEnquirySubmission(
    formId,
    serverResult,
  );
  const [isWaitOpen, setIsWaitOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [validate, loadValidation] = useDeferredEnquiryValidation(formRef);
  const [form, fields] = useForm<z.input<typeof propertyEnquiryFormSchema>>({
    id: formId,
    lastResult,
    defaultValue: { pets: 'No', employed: 'No' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Until the checks have loaded, undefined: the form goes to the server, which checks it.
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  const isPropertyPending =
    !property || (navigation.state === 'loading' && navigation.location.pathname !== location.pathname);
  const formProps = getFormProps(form);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (isPropertyPending) {
      event.preventDefault();
      setIsWaitOpen(true);
      return;
    }
    formProps.onSubmit(event);
  }

  const yesNo = YES_NO.map((value) => ({
    value,
    label: value === 'Yes' ? t('enquiries.fields.yes') : t('enquiries.fields.no'),
  }));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = titleId ?? `${formId}-title`;
  return (
    <section className="enquiry-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="enquiry-card__title">
        {t('enquiries.sidebarTitle')}
      </Heading>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={property ? enquiryPageHref(property.id, 'enquiry') : ENQUIRY_ACTION}
        className="enquiry-form"
        {...formProps}
        onSubmit={handleSubmit}
        onFocus={loadValidation}
        onPointerEnter={loadValidation}
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="form" value="enquiry" />
        <input type="hidden" name="propertyId" value={property?.id ?? ''} />
        <PersonFields fields={fields} />
        <MessageField
          field={fields.message}
          label={t('enquiries.fields.message')}
          placeholder={
            property
              ? defaultEnquiryMessage(
                  t('enquiryForms.defaultMessage', { returnObjects: true }),
                  'property',
                  property,
                )
              : undefined
          }
        />
        <ChoiceGroup field={fields.pets} legend={t('enquiries.fields.pets')} type="radio" options={yesNo} />
        <ChoiceGroup
          field={fields.employed}
          legend={t('enquiries.fields.employed')}
          type="radio"
          options={yesNo}
        />
        {/* Shown by CSS only while 'Yes' is checked above, so it works without JavaScript too. */}
        <div className="enquiry-form__employer">
          <TextField
            field={fields.employer}
            label={t('enquiries.fields.employer')}
            autoComplete="organization"
            maxLength={ENQUIRY_LIMITS.employer}
          />
        </div>
        <FormFooter formId={formId} consent={fields.consent} isSending={isSending} />
      </fetcher.Form>
      <OutcomeDialog outcome={outcome} retryAfterSeconds={retryAfterSeconds} onClose={dismiss} />
      <MessageDialog
        title={isWaitOpen ? t('enquiries.states.pleaseWaitTitle') : null}
        message={t('enquiries.states.pleaseWaitText')}
        onClose={() => setIsWaitOpen(false)}
      />
    </section>
  );
}
