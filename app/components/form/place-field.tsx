import { PLACE_MAX_LENGTH } from '../../../shared/domain/limits.ts';

/**
 * A town or city to search by, in a plain GET form (home, listing filters, agents and agencies):
 * the browser may offer the visitor's own (address-level2); `suggestions` become a datalist.
 */
export function PlaceField({
  id,
  name,
  label,
  defaultValue,
  placeholder,
  suggestions,
  className = 'field',
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  placeholder?: string;
  suggestions?: readonly string[];
  className?: string;
}) {
  const listId = suggestions ? `${id}-options` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        list={listId}
        maxLength={PLACE_MAX_LENGTH}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="address-level2"
      />
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((place) => (
            <option key={place} value={place} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
