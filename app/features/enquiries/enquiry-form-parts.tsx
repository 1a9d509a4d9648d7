import { useT } from '../../i18n/use-t.ts';
import { ENQUIRY_LIMITS, HONEYPOT_FIELD } from '../../../shared/domain/enquiry.ts';
import { keepDigits, type AnyField } from '../../components/form/field-state.ts';
import { TextareaField, TextField } from '../../components/form/text-fields.tsx';
import { CheckboxField } from '../../components/form/choice-fields.tsx';
import { MessageDialog } from '../../components/message-dialog.tsx';
import { outcomeMessage, type EnquiryOutcome } from './submission-state.ts';
import { useValidationMessage } from '../../i18n/validation-message.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { bookedMessage } from './booked-message.ts';

/** Name, e-mail and phone: the same three fields, in this order, on every enquiry form. */
export function PersonFields({
  fields,
  nameLabel,
}: {
  fields: { name: AnyField; email: AnyField; phone: AnyField };
  nameLabel?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        field={fields.name}
        label={nameLabel ?? t('enquiries.fields.name')}
        isRequired
        autoComplete="name"
        maxLength={ENQUIRY_LIMITS.name}
      />
      <TextField
        field={fields.email}
        label={t('enquiries.fields.email')}
        type="email"
        isRequired
        autoComplete="email"
        maxLength={ENQUIRY_LIMITS.email}
      />
      <TextField
        field={fields.phone}
        label={t('enquiries.fields.phone')}
        type="tel"
        isRequired
        autoComplete="tel"
        inputMode="numeric"
        maxLength={ENQUIRY_LIMITS.phoneTyped}
        filter={keepDigits}
      />
    </>
  );
}

/** The message box of every enquiry form. */
export function MessageField({
  field,
  label,
  isRequired,
  placeholder,
}: {
  field: AnyField;
  label: string;
  isRequired?: boolean;
  placeholder?: string;
}) {
  return (
    <TextareaField
      field={field}
      label={label}
      isRequired={isRequired}
      rows={4}
      maxLength={ENQUIRY_LIMITS.message}
      placeholder={placeholder}
    />
  );
}

function ConsentField({ field }: { field: AnyField }) {
  const t = useT();
  return <CheckboxField field={field} label={t('enquiries.fields.consent')} isRequired />;
}

/** Bots fill every field; people never see this one. A filled one is thanked and dropped. */
function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="enquiry-form__trap" aria-hidden="true">
      <label htmlFor={id}>{t('enquiries.fields.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

function SendButton({ isSending, withSpinner }: { isSending: boolean; withSpinner?: boolean }) {
  const t = useT();
  return (
    <button type="submit" className="button button--accent enquiry-form__submit" disabled={isSending}>
      {isSending && withSpinner ? <span className="enquiry-spinner" aria-hidden="true" /> : null}
      {isSending ? t('enquiries.sending') : t('enquiries.send')}
    </button>
  );
}

/** How every enquiry form ends: the consent (where the form asks for it), the bots' trap, Send. */
export function FormFooter({
  formId,
  consent,
  isSending,
  withSpinner,
}: {
  formId: string;
  consent?: AnyField;
  isSending: boolean;
  withSpinner?: boolean;
}) {
  return (
    <>
      {consent ? <ConsentField field={consent} /> : null}
      <Honeypot formId={formId} />
      <SendButton isSending={isSending} withSpinner={withSpinner} />
    </>
  );
}

/** A form-level message (e.g. the property is no longer available), announced when it appears. */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  const say = useValidationMessage();
  if (!errors?.length) return null;
  return (
    <p id={id} className="enquiry-form__alert" role="alert">
      {say(errors[0]!)}
    </p>
  );
}

/** Success! or Error! once a form sent with JavaScript is answered (spec 4); closed while null. */
export function OutcomeDialog({
  outcome,
  form = 'enquiry',
  retryAfterSeconds,
  booked,
  onClose,
}: {
  outcome: EnquiryOutcome | null;
  form?: 'enquiry' | 'contact';
  /** A refusal for sending too often: when to try again (from the answer's Retry-After). */
  retryAfterSeconds?: number;
  /** A showing booked with its time (issue 30): says when, and where the confirmation goes. */
  booked?: { start: string; email: string };
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { title, text } =
    booked && outcome === 'success'
      ? bookedMessage(t, language, booked)
      : outcomeMessage(t, outcome ?? 'error', form, retryAfterSeconds);
  return <MessageDialog title={outcome ? title : null} message={text} onClose={onClose} />;
}
