import { createContext, useContext, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { CircleAlert } from 'lucide-react';
import { useValidationMessage } from '../../i18n/validation-message.ts';

/**
 * How a form marks its required fields; one choice per form, so all its labels read alike.
 * - 'asterisk': an asterisk, and screen readers hear "(required)" as part of the label.
 * - 'explained-asterisk': the asterisk alone, explained by a visible note on the form ("Fields
 *   marked * are required."); the control's required state is announced.
 * - 'unmarked': no mark; the form marks its optional fields instead, or has required ones only.
 * Required controls always carry `required` (Conform's forms are `noValidate`, so the browser
 * never blocks a post: the schema's messages show instead).
 */
export type RequiredMarking = 'asterisk' | 'explained-asterisk' | 'unmarked';
export const RequiredMarkingContext = createContext<RequiredMarking>('asterisk');

/** The required mark at the end of a label, as the form's RequiredMarking says. */
export function RequiredMark({ isRequired }: { isRequired?: boolean }) {
  const marking = useContext(RequiredMarkingContext);
  const t = useT();
  if (!isRequired || marking === 'unmarked') return null;
  return (
    <>
      <span aria-hidden="true"> *</span>
      {marking === 'asterisk' ? (
        <span className="visually-hidden"> ({t('enquiries.fields.required')})</span>
      ) : null}
    </>
  );
}

/** A visible label; `note` is a quieter remark after the text, such as "(optional)". */
export function Label({
  htmlFor,
  children,
  isRequired,
  note,
}: {
  htmlFor: string;
  children: ReactNode;
  isRequired?: boolean;
  note?: string;
}) {
  return (
    <label htmlFor={htmlFor}>
      {children}
      {note ? <span className="field__optional"> {note}</span> : null}
      <RequiredMark isRequired={isRequired} />
    </label>
  );
}

/** Help under a control, tied to it by aria-describedby. */
export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field__hint">
      {children}
    </p>
  );
}

/** A field's first error under it, in text with an icon (never colour alone), tied by id. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const say = useValidationMessage();
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p id={id} className="field__error">
      <CircleAlert aria-hidden="true" size={16} />
      {say(first)}
    </p>
  );
}
