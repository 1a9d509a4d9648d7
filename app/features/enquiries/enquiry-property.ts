/** The property an enquiry form is about: all a form needs to show and send. */
export type EnquiryProperty = { id: string; name: string; address: string };

/** The resource route that takes the enquiry forms' POSTs (app/routes/enquiry.tsx). */
export const ENQUIRY_ACTION = '/enquiry';

/** Without JavaScript, Book Showing is a link to the form on a page of its own. */
export function enquiryPageHref(propertyId: string, form: 'showing' | 'enquiry'): string {
  return `${ENQUIRY_ACTION}?${new URLSearchParams({ property: propertyId, form }).toString()}`;
}
