import type { z } from 'zod';

/**
 * A schema built the first time something uses it instead of when its module loads.
 *
 * zod builds a schema at once, with dozens of closures for each of its parts, and a page that
 * imports a module of schemas built every one of them while it started: at Lighthouse's 4× CPU
 * slowdown, 40-110 ms of one main-thread task on the login, create-account and contact pages, most
 * of it for schemas the page never uses (issue 32). Built on first use, a form's schema costs its
 * few milliseconds when the visitor's first field is checked, and the other schemas nothing.
 *
 * What comes back stands for the schema everywhere (parse and safeParse, `.shape`, `.extend()`,
 * nesting in another schema, Conform's parseWithZod, `instanceof`), and its type is the schema's.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => {
      const real = built();
      return Reflect.get(real, key, real);
    },
    has: (_target, key) => Reflect.has(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    getPrototypeOf: () => Object.getPrototypeOf(built()),
  });
}
