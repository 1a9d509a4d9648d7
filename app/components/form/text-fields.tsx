import { useId, type ReactNode } from 'react';
import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { ariaOf, useVisibleErrors, withoutKey, type AnyField } from './field-state.ts';
import { FieldError, Hint, Label } from './field-parts.tsx';

/** What every labelled field takes besides its control's own attributes. */
type CommonProps = {
  field: AnyField;
  label: string;
  /** Help under the control (format, limits), read with it. */
  hint?: string;
  /** A quieter remark in the label, such as "(optional)". */
  note?: string;
  isRequired?: boolean;
  /** Extra classes on the field's wrapper (`field--wide` spans a grid's row). */
  className?: string;
};

/** The attributes that tie a control to its label's field: required, hint, shown error. */
function useControlState({ field, hint, isRequired }: CommonProps) {
  const hintId = useId();
  const errors = useVisibleErrors(field);
  const control = {
    ...ariaOf(field, errors, hint ? hintId : undefined),
    required: isRequired || undefined,
  };
  return { hintId, errors, control };
}

/** One field: its label, the control, the hint and the error under it. */
function FieldFrame({
  field,
  label,
  hint,
  note,
  isRequired,
  className,
  hintId,
  errors,
  children,
}: CommonProps & { hintId: string; errors: string[] | undefined; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <Label htmlFor={field.id} isRequired={isRequired} note={note}>
        {label}
      </Label>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

type TextFieldProps = CommonProps & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'url' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  maxLength?: number;
  /** Rewrites what is typed (a phone number keeps digits only). */
  filter?: (value: string) => string;
};

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  filter,
  ...common
}: TextFieldProps) {
  const { hintId, errors, control } = useControlState(common);
  const { field } = common;
  return (
    <FieldFrame {...common} hintId={hintId} errors={errors}>
      <input
        key={field.key}
        {...withoutKey(getInputProps(field, { type, ariaAttributes: false }))}
        {...control}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={type === 'email' ? false : undefined}
        onInput={
          filter
            ? (event) => {
                const input = event.currentTarget;
                const filtered = filter(input.value);
                if (filtered !== input.value) input.value = filtered;
              }
            : undefined
        }
      />
    </FieldFrame>
  );
}

type TextareaFieldProps = CommonProps & { rows?: number; maxLength?: number; placeholder?: string };

export function TextareaField({ rows = 6, maxLength, placeholder, ...common }: TextareaFieldProps) {
  const { hintId, errors, control } = useControlState(common);
  const { field } = common;
  return (
    <FieldFrame {...common} hintId={hintId} errors={errors}>
      <textarea
        key={field.key}
        {...withoutKey(getTextareaProps(field, { ariaAttributes: false }))}
        {...control}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = CommonProps & {
  options: readonly { value: string; label: string }[];
  /** The empty first option ("Choose..."). */
  placeholder: string;
  autoComplete?: string;
};

export function SelectField({ options, placeholder, autoComplete, ...common }: SelectFieldProps) {
  const { hintId, errors, control } = useControlState(common);
  const { field } = common;
  return (
    <FieldFrame {...common} hintId={hintId} errors={errors}>
      <select
        key={field.key}
        {...withoutKey(getSelectProps(field, { ariaAttributes: false }))}
        {...control}
        autoComplete={autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
