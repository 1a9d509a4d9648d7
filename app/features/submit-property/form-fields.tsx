import { createContext, useContext, useId, type ReactNode } from 'react';
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field-error.tsx';

// Any field of the form: the components read only its id, name, errors and value.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>;

/**
 * Names of the fields edited since the last submit: their errors are hidden until the next one
 * (spec 2.6: "Field errors clear when the field is edited").
 */
export const EditedFieldsContext = createContext<ReadonlySet<string>>(new Set());

/** The field's errors unless it was edited since they were found. */
export function useVisibleErrors(field: Field): string[] | undefined {
  const edited = useContext(EditedFieldsContext);
  return edited.has(field.name) ? undefined : field.errors;
}

/** aria-invalid and aria-describedby as they should be with the visible errors. */
function ariaOf(field: Field, errors: string[] | undefined, hintId?: string) {
  const describedBy = [hintId, errors ? field.errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': errors ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** Conform's props carry `key`, which React refuses to receive through a spread. */
function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
  const { key: _key, ...rest } = props;
  return rest;
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
  return (
    <label htmlFor={htmlFor}>
      {children}
      {isRequired ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

type TextFieldProps = {
  field: Field;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'url' | 'number' | 'hidden';
  hint?: string;
  isRequired?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  maxLength?: number;
  /** Rewrites what is typed (the phone keeps digits only). */
  filter?: (value: string) => string;
  className?: string;
};

export function TextField({
  field,
  label,
  type = 'text',
  hint,
  isRequired,
  autoComplete,
  inputMode,
  maxLength,
  filter,
  className,
}: TextFieldProps) {
  const hintId = useId();
  const errors = useVisibleErrors(field);
  const props = withoutKey(
    getInputProps(field, { type: type === 'number' ? 'text' : type, ariaAttributes: false }),
  );
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <Label htmlFor={field.id} isRequired={isRequired}>
        {label}
      </Label>
      <input
        key={field.key}
        {...props}
        {...ariaOf(field, errors, hint ? hintId : undefined)}
        aria-required={isRequired || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
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
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

type SelectFieldProps = {
  field: Field;
  label: string;
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
  autoComplete?: string;
};

export function SelectField({ field, label, options, isRequired, autoComplete }: SelectFieldProps) {
  const { t } = useTranslation();
  const errors = useVisibleErrors(field);
  return (
    <div className="field">
      <Label htmlFor={field.id} isRequired={isRequired}>
        {label}
      </Label>
      <select
        key={field.key}
        {...withoutKey(getSelectProps(field, { ariaAttributes: false }))}
        {...ariaOf(field, errors)}
        aria-required={isRequired || undefined}
        autoComplete={autoComplete}
      >
        <option value="">{t('submit.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({ field, label, rows = 6 }: { field: Field; label: string; rows?: number }) {
  const errors = useVisibleErrors(field);
  return (
    <div className="field">
      <Label htmlFor={field.id}>{label}</Label>
      <textarea
        key={field.key}
        {...withoutKey(getTextareaProps(field, { ariaAttributes: false }))}
        {...ariaOf(field, errors)}
        rows={rows}
      />
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

export { ariaOf, withoutKey };
