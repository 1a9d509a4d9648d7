import { CircleAlert } from 'lucide-react';

/** A field's error under it, in text with an icon (never colour alone), tied by id to the field. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const first = errors?.[0];
  return (
    <p id={id} className="field__error" hidden={!first}>
      {first ? (
        <>
          <CircleAlert aria-hidden="true" size={16} />
          {first}
        </>
      ) : null}
    </p>
  );
}
