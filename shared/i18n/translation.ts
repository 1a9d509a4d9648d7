/**
 * The shape a translation of a catalogue part must have: the same keys, nested the same way, every
 * English string (a literal type, the English files being `as const`) free to be any string. The
 * French files (../fr/) are typed with it, so a key missing or misspelt there fails `tsc`.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
