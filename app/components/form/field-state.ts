import { createContext, useContext } from 'react';
import type { FieldMetadata } from '@conform-to/react';

/** Any field of a Conform form: the kit reads only its id, name, key, errors and initial value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;

/**
 * Names of the fields edited since the last submit: their errors are hidden until the next one
 * (spec 2.6: "Field errors clear when the field is edited"). Forms without the rule leave it empty.
 */
export const EditedFieldsContext = createContext<ReadonlySet<string>>(new Set());

/** The field's errors unless it was edited since they were found. */
export function useVisibleErrors(field: AnyField): string[] | undefined {
  const edited = useContext(EditedFieldsContext);
  return edited.has(field.name) ? undefined : field.errors;
}

/** aria-invalid only while an error shows; aria-describedby names the hint and the shown error. */
export function ariaOf(field: AnyField, errors: string[] | undefined, hintId?: string) {
  const describedBy = [hintId, errors ? field.errorId : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': errors ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** Conform's props may carry `key`, which React refuses to receive through a spread. */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
  const { key: _key, ...rest } = props;
  return rest;
}

/** A phone number keeps its digits only while it is typed (spec 5). */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}
