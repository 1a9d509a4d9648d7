import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseWithZod } from '@conform-to/zod/v4';
import { lazySchema } from '../../shared/domain/lazy-schema.ts';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1, 'Name is required.') }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ name: 'Ana' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name is required.');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema wherever zod and Conform take one', () => {
    const inner = lazySchema(() => z.string({ error: 'Required.' }).trim().min(1, 'Required.'));
    const outer = lazySchema(() => z.object({ city: inner, beds: z.coerce.number().optional() }));
    // Nested in another schema, extended, its shape read, checked by instanceof.
    expect(outer.parse({ city: ' Moncton ' })).toEqual({ city: 'Moncton' });
    const extended = outer.extend({ note: z.string().optional() });
    expect(extended.parse({ city: 'Dieppe', note: 'x' })).toEqual({ city: 'Dieppe', note: 'x' });
    expect(Object.keys(outer.shape)).toEqual(['city', 'beds']);
    expect(outer instanceof z.ZodObject).toBe(true);
    expect(inner instanceof z.ZodString).toBe(true);
    // Conform's parse of a form, as the browser and the page actions do.
    const form = new FormData();
    form.set('city', '');
    form.set('beds', '2');
    const submission = parseWithZod(form, { schema: outer });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({ city: ['Required.'] });
  });
});
