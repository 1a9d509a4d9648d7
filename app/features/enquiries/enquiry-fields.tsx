import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { ENQUIRY_LIMITS, HONEYPOT_FIELD } from '../../../shared/domain/enquiry.ts';

type Field = FieldMetadata<string | boolean | undefined, Record<string, unknown>, string[]>;

/** The field's first error, in text with an icon, tied to the control by aria-describedby. */
export function FieldError({ field }: { field: Pick<Field, 'errors' | 'errorId'> }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="enquiry-form__error">
      <CircleAlert aria-hidden="true" size={16} />
      {field.errors[0]}
    </p>
  );
}

function Label({
  htmlFor,
  children,
  isRequired,
}: {
  htmlFor: string;
  children: ReactNode;
  isRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor}>
      {children}
      {isRequired ? (
        <span className="enquiry-form__required">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({t('enquiries.fields.required')})</span>
        </span>
      ) : null}
    </label>
  );
}

type TextFieldProps = {
  field: Field;
  label: string;
  type?: 'text' | 'email' | 'tel';
  isRequired?: boolean;
  maxLength?: number;
  autoComplete?: string;
};

export function TextField({
  field,
  label,
  type = 'text',
  isRequired,
  maxLength,
  autoComplete,
}: TextFieldProps) {
  return (
    <div className="field">
      <Label htmlFor={field.id} isRequired={isRequired}>
        {label}
      </Label>
      <input
        {...getInputProps(field, { type })}
        required={isRequired}
        maxLength={maxLength}
        autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined}
      />
      <FieldError field={field} />
    </div>
  );
}

/** Keeps only digits while the visitor types (spec 5). */
function keepDigits(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const digits = input.value.replace(/\D/g, '');
  if (digits !== input.value) input.value = digits;
}

export function PhoneField({ field, label, maxLength }: { field: Field; label: string; maxLength?: number }) {
  return (
    <div className="field">
      <Label htmlFor={field.id} isRequired>
        {label}
      </Label>
      <input
        {...getInputProps(field, { type: 'tel' })}
        required
        inputMode="numeric"
        maxLength={maxLength}
        autoComplete="tel"
        onInput={keepDigits}
      />
      <FieldError field={field} />
    </div>
  );
}

export function MessageField({
  field,
  label,
  isRequired,
  placeholder,
  maxLength,
}: {
  field: Field;
  label: string;
  isRequired?: boolean;
  placeholder?: string;
  maxLength: number;
}) {
  return (
    <div className="field">
      <Label htmlFor={field.id} isRequired={isRequired}>
        {label}
      </Label>
      <textarea
        {...getTextareaProps(field)}
        required={isRequired}
        rows={4}
        maxLength={maxLength}
        placeholder={placeholder}
      />
      <FieldError field={field} />
    </div>
  );
}

export function ConsentField({ field }: { field: Field }) {
  const { t } = useTranslation();
  return (
    <div className="field enquiry-form__consent">
      <div className="enquiry-form__check">
        <input {...getInputProps(field, { type: 'checkbox' })} required />
        <Label htmlFor={field.id} isRequired>
          {t('enquiries.fields.consent')}
        </Label>
      </div>
      <FieldError field={field} />
    </div>
  );
}

/** Bots fill every field; people never see this one. A filled one is thanked and dropped. */
export function Honeypot({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="enquiry-form__trap" aria-hidden="true">
      <label htmlFor={id}>{t('enquiries.fields.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SendButton({ isSending, withSpinner }: { isSending: boolean; withSpinner?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button--accent enquiry-form__submit" disabled={isSending}>
      {isSending && withSpinner ? <span className="enquiry-spinner" aria-hidden="true" /> : null}
      {isSending ? t('enquiries.sending') : t('enquiries.send')}
    </button>
  );
}

/** A form-level message (e.g. the property is no longer available), announced when it appears. */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="enquiry-form__alert" role="alert">
      {errors[0]}
    </p>
  );
}

/** Name, e-mail and phone: the same three fields, in this order, on every enquiry form. */
export function PersonFields({
  fields,
  nameLabel,
}: {
  fields: { name: Field; email: Field; phone: Field };
  nameLabel?: string;
}) {
  const { t } = useTranslation();
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
      <PhoneField
        field={fields.phone}
        label={t('enquiries.fields.phone')}
        maxLength={ENQUIRY_LIMITS.phoneTyped}
      />
    </>
  );
}
