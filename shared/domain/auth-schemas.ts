import { z } from 'zod';
import { STATUS_FIELDS } from './moderation.ts';
import { isCleanText, requestMessages } from './text.ts';

// Schemas shared by the login form (browser, Conform) and its action, and by the admin endpoints.

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
} as const;

export const loginSchema = z.object({
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
  redirectTo: z.string().optional(),
});

export type LoginInput = z.output<typeof loginSchema>;

/** 'true'/'false' from a form, or a JSON boolean. */
const booleanValue = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'value must be true or false' }),
);

/** POST /api/update-property-status (spec 7 call 6) and the console's no-JS form. */
export const statusUpdateSchema = z.object({
  id: z.uuid({ error: 'id must be a property id' }),
  field: z.enum(STATUS_FIELDS, { error: `field must be one of ${STATUS_FIELDS.join(', ')}` }),
  value: booleanValue,
});

export type StatusUpdate = z.output<typeof statusUpdateSchema>;

export const enquiryHandledSchema = z.object({
  id: z.uuid({ error: 'id must be an enquiry id' }),
  handled: booleanValue,
});

export const outboxRetrySchema = z.object({
  id: z.coerce.number({ error: 'id must be an outbox message id' }).int().positive(),
});

export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: 'A token name is required.' })
    .trim()
    .min(1, 'A token name is required.')
    .max(80, 'Use at most 80 characters.')
    .refine(isCleanText, requestMessages.controlCharacters),
});

export const apiTokenRevokeSchema = z.object({ id: z.uuid({ error: 'id must be a token id' }) });
