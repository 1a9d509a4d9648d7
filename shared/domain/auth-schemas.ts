import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { STATUS_FLAGS } from './options.ts';
import { isCleanText, requestMessages } from './text.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';

// Schemas shared by the login form (browser, Conform) and its action, and by the admin endpoints.

/**
 * The login form's messages: the words of `auth.validation` in shared/i18n/en/auth.ts, written here
 * too so this module does not split the catalogue every page loads (tests/unit/validation-keys.test.ts
 * holds the two equal).
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
} as const;
registerValidationMessages('auth.validation', AUTH_MESSAGES);

export const loginSchema = lazySchema(() =>
  z.object({
    email: z
      .string({ error: AUTH_MESSAGES.emailRequired })
      .trim()
      .min(1, AUTH_MESSAGES.emailRequired)
      .max(254, AUTH_MESSAGES.emailInvalid)
      .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(1024),
    /**
     * 'Save Password' (spec 2.2): keep me signed in on this device. The form's checkbox ('on', which
     * Conform's parse turns into true) or a JSON boolean; absent is false.
     */
    remember: z.boolean({ error: 'remember must be true or false' }).optional(),
    redirectTo: z.string().optional(),
  }),
);

export type LoginInput = z.output<typeof loginSchema>;

/** 'true'/'false' from a form, or a JSON boolean. */
const booleanValue = lazySchema(() =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'value must be true or false' }),
  ),
);

/**
 * A moderation flag change: the console's no-JS form, and POST /api/update-property-status (spec 7
 * call 6) once the API edge has mapped the spec's field name to the flag (api-mapping.ts).
 */
export const statusUpdateSchema = lazySchema(() =>
  z.object({
    id: z.uuid({ error: 'id must be a property id' }),
    field: z.enum(STATUS_FLAGS, { error: `field must be one of ${STATUS_FLAGS.join(', ')}` }),
    value: booleanValue,
  }),
);

export type StatusUpdate = z.output<typeof statusUpdateSchema>;

/** The console's no-JavaScript status forms: the property's id and `change` (statusChangeOf). */
export const statusFormSchema = lazySchema(() =>
  z
    .object({
      id: z.unknown(),
      change: z.string({ error: 'change must be a flag and a value, e.g. isClosed:true' }),
    })
    .transform(({ id, change }): Record<keyof StatusUpdate, unknown> => {
      const [field, value] = change.split(':');
      return { id, field, value };
    })
    .pipe(statusUpdateSchema),
);

export const enquiryHandledSchema = lazySchema(() =>
  z.object({
    id: z.uuid({ error: 'id must be an enquiry id' }),
    handled: booleanValue,
  }),
);

export const outboxRetrySchema = lazySchema(() =>
  z.object({
    id: z.coerce.number({ error: 'id must be an outbox message id' }).int().positive(),
  }),
);

export const apiTokenCreateSchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: 'A token name is required.' })
      .trim()
      .min(1, 'A token name is required.')
      .max(80, 'Use at most 80 characters.')
      .refine(isCleanText, requestMessages.controlCharacters),
  }),
);

export const apiTokenRevokeSchema = lazySchema(() =>
  z.object({ id: z.uuid({ error: 'id must be a token id' }) }),
);
