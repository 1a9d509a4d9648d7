import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';
import { submit } from '../i18n/en/submit.ts';
import { MAX_IMAGES, PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from './limits.ts';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  FEATURES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  PROVINCE_NAMES,
} from './options.ts';
import { expandProvince, normalizePostalCode } from './address.ts';
import { isCleanText, requestMessages } from './text.ts';

// The submit and update forms' rules (spec 5, "Submit or edit property"), shared by the browser form
// (Conform) and the server (page action and /api/submit-property, /api/update-property). Field names
// are the clean ones; the spec's payload names (propertyTitle, PropertyAmount, ForRent...) are mapped
// to these at the API edge (server/properties/api-mapping.ts).

const m = submit.submit.errors;
registerValidationMessages('submit.errors', m);

/** One uploaded photo may be at most this large... */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** ...and all photos of one request together at most this large. */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 5000;

const tooLong = (max: number) => m.tooLong.replace('{{max}}', String(max));

/** '' and whitespace count as missing, as in a browser form. */
function blankToUndefined(value: unknown) {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value ?? undefined;
}

const requiredText = (message: string, max = 200) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .max(max, tooLong(max))
      .refine(isCleanText, requestMessages.controlCharacters),
  );

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().max(max, tooLong(max)).refine(isCleanText, requestMessages.controlCharacters).optional(),
  );

/**
 * Line ends as LF (a browser's textarea sends CRLF) and paragraphs separated by exactly one blank
 * line, so the description splits into its two stored parts and joins back to the same text.
 */
function normalizeParagraphs(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\n[ \t]*(\n[ \t]*)+/g, '\n\n');
}

/** A number typed by a person: '1,450', '$1450', ' 850 ' all read as numbers; NaN when not one. */
function toNumber(value: unknown) {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const cleaned = v.replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const requiredNumber = (required: string, invalid: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .min(0, invalid)
      .max(1_000_000_000, invalid),
  );

/** A choice among options, sent as text by forms and as a number by JSON clients. */
const choice = <T extends string | number>(options: readonly T[], required: string) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (v === undefined) return undefined;
      const match = options.find((option) => String(option) === String(v) || Number(option) === Number(v));
      return match ?? v;
    },
    z.custom<T>((value) => options.includes(value as T), {
      error: (issue) => (issue.input === undefined ? required : m.option),
    }),
  );

const coordinate = (limit: number) =>
  z.preprocess(
    toNumber,
    z.number({ error: m.coordinates }).min(-limit, m.coordinates).max(limit, m.coordinates).optional(),
  );

/** Form checkboxes send 'on'; JSON clients send true. */
const checkbox = lazySchema(() =>
  z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean()),
);

/** One value or many (a form with one checked box sends a string), as a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
    z.array(item),
  );

export const propertyFormSchema = lazySchema(() =>
  z.object({
    // Basic information
    title: requiredText(m.title, MAX_TITLE_LENGTH),
    listingType: choice(LISTING_TYPES, m.listingType),
    propertyType: choice(PROPERTY_TYPES, m.propertyType),
    price: requiredNumber(m.price, m.priceNumber),
    sqft: requiredNumber(m.sqft, m.sqftNumber).refine(Number.isInteger, m.sqftNumber),
    beds: choice(BEDROOM_OPTIONS, m.beds),
    washrooms: choice(BATHROOM_OPTIONS, m.washrooms),
    availableDate: z.preprocess(
      blankToUndefined,
      z
        .string({ error: m.availableDate })
        .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateFormat)
        .refine(
          (v) =>
            !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
            new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
          m.dateFormat,
        ),
    ),
    videoUrl: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(500, tooLong(500))
        .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), m.videoUrl)
        .optional(),
    ),
    // Location
    address: requiredText(m.address),
    streetNumber: requiredText(m.streetNumber, 20),
    streetName: requiredText(m.streetName, 120),
    city: requiredText(m.city, 80),
    province: z.preprocess(
      (value) => {
        const v = blankToUndefined(value);
        return typeof v === 'string' ? (expandProvince(v) ?? v) : v;
      },
      z.custom<(typeof PROVINCE_NAMES)[number]>((v) => PROVINCE_NAMES.includes(v as never), {
        error: (issue) => (issue.input === undefined ? m.province : m.option),
      }),
    ),
    postalCode: z.preprocess(
      blankToUndefined,
      z
        .string({ error: m.postalCode })
        .refine((v) => normalizePostalCode(v) !== null, m.postalCodeFormat)
        .transform((v) => normalizePostalCode(v) ?? v),
    ),
    placeId: optionalText(300),
    latitude: coordinate(90),
    longitude: coordinate(180),
    // Detailed information
    features: list(z.enum(FEATURES, { error: m.option })).transform((values) =>
      FEATURES.filter((f) => values.includes(f)),
    ),
    description: z.preprocess(
      (value) => (typeof value === 'string' ? normalizeParagraphs(value) : value),
      optionalText(MAX_DESCRIPTION_LENGTH),
    ),
    // Contact information
    name: requiredText(m.name, 120),
    email: z.preprocess(
      blankToUndefined,
      z
        .email({ error: (issue) => (issue.input === undefined ? m.email : m.emailFormat) })
        .max(200, tooLong(200)),
    ),
    phone: z.preprocess(
      (value) => {
        const v = blankToUndefined(typeof value === 'number' ? String(value) : value);
        // Only digits are kept (spec 5).
        return typeof v === 'string' ? v.replace(/\D/g, '') || undefined : v;
      },
      z.string({ error: m.phone }).min(PHONE_MIN_DIGITS, m.phoneFormat).max(PHONE_MAX_LENGTH, m.phoneFormat),
    ),
    gdprAgreement: checkbox.refine((v) => v, m.gdprAgreement),
  }),
);

export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

/** Edit mode adds the property's id and the existing images to delete (spec 3, "Edit adds id and deletedImages"). */
export const propertyUpdateSchema = lazySchema(() =>
  propertyFormSchema.extend({
    id: z.uuid({ error: m.notFound }),
    deletedImages: list(z.string().max(500)),
  }),
);

export type PropertyUpdateValues = z.output<typeof propertyUpdateSchema>;

/**
 * The form's fields as the browser holds them: text, and lists for the checkbox groups. The keys
 * are the schema's; nothing here declares a field of its own.
 */
export type PropertyFormFields = {
  [K in keyof z.input<typeof propertyUpdateSchema>]-?: K extends 'features' | 'deletedImages'
    ? string[]
    : string;
};

/** The image count rule of spec 5, for the gallery and the server. */
export function imageCountError(count: number): string | null {
  return count > MAX_IMAGES ? m.images : null;
}
