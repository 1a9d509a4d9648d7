import { getCollectionProps, getInputProps } from '@conform-to/react';
import { ariaOf, useVisibleErrors, withoutKey, type AnyField } from './field-state.ts';
import { FieldError, RequiredMark } from './field-parts.tsx';

/** One checkbox whose label follows the box (a consent): the label wraps both, the error sits under. */
export function CheckboxField({
  field,
  label,
  isRequired,
  className,
}: {
  field: AnyField;
  label: string;
  isRequired?: boolean;
  className?: string;
}) {
  const errors = useVisibleErrors(field);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="checkbox">
        <input
          key={field.key}
          {...withoutKey(getInputProps(field, { type: 'checkbox', ariaAttributes: false }))}
          {...ariaOf(field, errors)}
          required={isRequired || undefined}
        />
        <span>
          {label}
          <RequiredMark isRequired={isRequired} />
        </span>
      </label>
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

/** A group of radio buttons or checkboxes named by its legend, in as many columns as fit. */
export function ChoiceGroup({
  field,
  legend,
  type,
  options,
}: {
  field: AnyField;
  legend: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
}) {
  const errors = useVisibleErrors(field);
  const inputs = getCollectionProps(field, {
    type,
    options: options.map((option) => option.value),
    ariaAttributes: false,
  });
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <ul className="choice-group__options">
        {inputs.map(({ key, ...input }, index) => (
          <li key={key}>
            <label className="checkbox">
              {/* Conform's id holds the option's value, spaces and all: an id may not (HTML). */}
              <input {...input} id={`${field.id}-${index}`} {...ariaOf(field, errors)} />
              {options[index]?.label}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={field.errorId} errors={errors} />
    </fieldset>
  );
}
