/**
 * A link to the contact page with its form prefilled: the contact page reads the `subject` and
 * `message` query parameters (e.g. a plan chosen on /pricing or /services-offered).
 */
export function contactHref(prefill: { subject: string; message: string }): string {
  const query = new URLSearchParams({ subject: prefill.subject, message: prefill.message });
  return `/contact?${query.toString()}`;
}
