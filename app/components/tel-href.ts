/** A `tel:` link for a phone number as written for people: digits and the leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
