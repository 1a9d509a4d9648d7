import { PHONE_MAX_LENGTH } from './limits.ts';

/**
 * What the enquiry forms share without their validation: limits, choices and the default message.
 * Kept apart from enquiry-schemas.ts so a page can show a form before zod has loaded.
 */

/** Length limits of every field, so nothing unbounded reaches the database or an e-mail. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  /** What a visitor may type in the modal and on the contact page (spec 5: at most 15 characters). */
  phoneTyped: PHONE_MAX_LENGTH,
  /** What the API and the sidebar accept before only the digits are kept: "(506) 555-0100" fits. */
  phoneRaw: 30,
  subject: 150,
  message: 5000,
  address: 300,
  pets: 100,
  employer: 200,
  /** The honeypot is never filled by a person; bound it anyway. */
  honeypot: 200,
} as const;

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** employerDetails when the enquirer is not employed (spec 5). */
export const NOT_APPLICABLE = 'N/A';

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website';

type PropertyRef = { name: string; address: string };

/** The default messages of one language (`enquiryMessages.defaultMessage` of its catalogue). */
export type DefaultMessages = { showing: string; property: string; addressOnly: string };

/**
 * The text sent when the visitor leaves the message empty (spec 5): names the property, in the
 * visitor's language. The server passes its catalogue (enquiry-service.ts); a form, its page's.
 */
export function defaultEnquiryMessage(
  t: DefaultMessages,
  kind: 'showing' | 'property',
  property: PropertyRef | null,
  address?: string,
) {
  if (!property) return t.addressOnly.replace('{{address}}', address ?? '');
  const template = kind === 'showing' ? t.showing : t.property;
  return template.replace('{{name}}', property.name).replace('{{address}}', property.address);
}
