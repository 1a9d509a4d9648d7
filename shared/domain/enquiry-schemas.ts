import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { enquiryMessages } from '../i18n/en/enquiry-messages.ts';
import { PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from './limits.ts';
import { ENQUIRY_LIMITS, HONEYPOT_FIELD, YES_NO } from './enquiry.ts';
import { isCleanText, requestMessages } from './text.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';
import { ALERT_FREQUENCIES, ALERT_LIMITS } from './alerts.ts';

export {
  defaultEnquiryMessage,
  ENQUIRY_LIMITS,
  HONEYPOT_FIELD,
  NOT_APPLICABLE,
  YES_NO,
  type YesNo,
} from './enquiry.ts';

/**
 * The enquiry forms (Book Showing modal, detail sidebar, contact page) and the send-email endpoint
 * (spec 7 call 3). The browser (Conform) and the server parse with these same schemas; the server
 * is the authority. Messages are the spec's (section 5), verbatim, from the catalogue.
 */

const m = enquiryMessages.validation;
registerValidationMessages('enquiryForms.validation', m);

const tooLong = (max: number) => m.tooLong.replace('{{max}}', String(max));
// Line breaks in a name or subject could forge e-mail headers; refuse them outright.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A string whose absence reads `required`, and whose wrong type says so (JSON clients). */
const text = (required: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : m.wrongType),
  });

const singleLine = (required: string, max: number) =>
  text(required)
    .trim()
    .min(1, required)
    .max(max, tooLong(max))
    .refine((v) => !CONTROL_CHARACTERS.test(v), m.singleLine);

const optionalSingleLine = (max: number) =>
  z
    .string({ error: m.wrongType })
    .trim()
    .max(max, tooLong(max))
    .refine((v) => !CONTROL_CHARACTERS.test(v), m.singleLine)
    .optional();

const optionalText = (max: number) =>
  z
    .string({ error: m.wrongType })
    .trim()
    .max(max, tooLong(max))
    .refine(isCleanText, requestMessages.controlCharacters)
    .optional();

const email = () =>
  text(m.emailRequired)
    .trim()
    .min(1, m.emailRequired)
    .max(ENQUIRY_LIMITS.email, tooLong(ENQUIRY_LIMITS.email))
    .pipe(z.email({ error: m.emailInvalid }));

/** Only the digits are kept (spec 5); at least 10 of them, and no more than E.164's 15. */
const phone = (maxTyped: number) =>
  text(m.phoneRequired)
    .trim()
    .min(1, m.phoneRequired)
    .max(maxTyped, tooLong(maxTyped))
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(PHONE_MIN_DIGITS, m.phoneInvalid).max(PHONE_MAX_LENGTH, m.phoneInvalid));

const propertyId = () => z.uuid({ error: m.propertyUnavailable });

/** The consent checkbox: Conform turns a ticked box into `true`, an unticked one into nothing. */
const consent = () => z.boolean({ error: m.consentRequired }).refine((v) => v, { error: m.consentRequired });

const honeypot = () => z.string().max(ENQUIRY_LIMITS.honeypot).optional();

/** Book Showing modal on a listing card (spec 2.4, 5). */
export const showingFormSchema = lazySchema(() =>
  z.object({
    form: z.literal('showing'),
    propertyId: propertyId(),
    name: singleLine(m.nameRequired, ENQUIRY_LIMITS.name),
    email: email(),
    phone: phone(ENQUIRY_LIMITS.phoneTyped),
    message: optionalText(ENQUIRY_LIMITS.message),
    /** The chosen showing time (issue 30): the slot's start, an ISO instant; absent on request. */
    slot: z.iso.datetime({ error: m.wrongType }).optional(),
    consent: consent(),
    [HONEYPOT_FIELD]: honeypot(),
  }),
);

/**
 * "Get alerts for this search" (issue 30): the search (the listing's query string), the address, how
 * often, and the alert's own consent box (CASL: never the enquiry's, never ticked in advance).
 */
export const alertFormSchema = lazySchema(() =>
  z.object({
    query: z
      .string({ error: m.wrongType })
      .max(ALERT_LIMITS.query, tooLong(ALERT_LIMITS.query))
      .refine((v) => !CONTROL_CHARACTERS.test(v), m.singleLine)
      .default(''),
    email: email(),
    frequency: z.enum(ALERT_FREQUENCIES, { error: m.wrongType }),
    alertConsent: consent(),
    [HONEYPOT_FIELD]: honeypot(),
  }),
);

/** The detail page's sidebar form (spec 2.5, 5): adds pets, employed and the employer's name. */
export const propertyEnquiryFormSchema = lazySchema(() =>
  z.object({
    form: z.literal('enquiry'),
    propertyId: propertyId(),
    name: singleLine(m.nameRequired, ENQUIRY_LIMITS.name),
    email: email(),
    phone: phone(ENQUIRY_LIMITS.phoneRaw),
    message: optionalText(ENQUIRY_LIMITS.message),
    pets: z.enum(YES_NO, { error: m.wrongType }).default('No'),
    employed: z.enum(YES_NO, { error: m.wrongType }).default('No'),
    employer: optionalSingleLine(ENQUIRY_LIMITS.employer),
    consent: consent(),
    [HONEYPOT_FIELD]: honeypot(),
  }),
);

/** The contact page (spec 2.9, 5): every field required, validated on submit. */
export const contactFormSchema = lazySchema(() =>
  z.object({
    name: singleLine(m.yourNameRequired, ENQUIRY_LIMITS.name),
    email: email(),
    phone: phone(ENQUIRY_LIMITS.phoneTyped),
    subject: singleLine(m.subjectRequired, ENQUIRY_LIMITS.subject),
    message: text(m.messageRequired)
      .trim()
      .min(1, m.messageRequired)
      .max(ENQUIRY_LIMITS.message, tooLong(ENQUIRY_LIMITS.message))
      .refine(isCleanText, requestMessages.controlCharacters),
    [HONEYPOT_FIELD]: honeypot(),
  }),
);

/**
 * POST /api/send-email, spec 7 call 3: `email, phone, description, name, address`; the sidebar adds
 * `pets, isWorking, employerDetails`; the contact page adds `subject`. Our extensions: an optional
 * `propertyId`, so the message can link the property, and an optional `language` ('en' or 'fr', the
 * enquirer's; English when absent) for the acknowledgement. Unknown fields are refused.
 */
export const sendEmailPayloadSchema = lazySchema(() =>
  z
    .strictObject({
      name: singleLine(m.nameRequired, ENQUIRY_LIMITS.name),
      email: email(),
      phone: phone(ENQUIRY_LIMITS.phoneRaw),
      description: optionalText(ENQUIRY_LIMITS.message),
      address: optionalSingleLine(ENQUIRY_LIMITS.address),
      subject: optionalSingleLine(ENQUIRY_LIMITS.subject),
      pets: optionalSingleLine(ENQUIRY_LIMITS.pets),
      isWorking: z
        .union([z.boolean(), z.enum(['yes', 'no', 'Yes', 'No', 'true', 'false'])], { error: m.wrongType })
        .optional(),
      employerDetails: optionalSingleLine(ENQUIRY_LIMITS.employer),
      propertyId: propertyId().optional(),
      language: z.enum(LANGUAGES, { error: m.wrongType }).optional(),
    })
    .superRefine((payload, ctx) => {
      // The contact page's message is required (spec 5), and its payload is the one with a subject.
      if (payload.subject && !payload.description) {
        ctx.addIssue({ code: 'custom', path: ['description'], message: m.messageRequired });
      }
    }),
);

export type ShowingForm = z.output<typeof showingFormSchema>;
export type AlertForm = z.output<typeof alertFormSchema>;
export type PropertyEnquiryForm = z.output<typeof propertyEnquiryFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
export type SendEmailPayload = z.output<typeof sendEmailPayloadSchema>;

/** Each message tied to its field; an unknown field is named too ("This field is not allowed."). */
export function enquiryFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  // Own keys only: a client's field named 'constructor' must not find Object's.
  const add = (field: string, message: string) => {
    if (!Object.hasOwn(fieldErrors, field)) fieldErrors[field] = [];
    fieldErrors[field]!.push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, m.notAllowed);
    } else {
      // A body that is no object: in our words (so in the request's language too), not zod's.
      if (issue.path.length === 0) add('(body)', issue.code === 'invalid_type' ? m.wrongType : issue.message);
      else add(issue.path.map(String).join('.'), issue.message);
    }
  }
  return fieldErrors;
}
