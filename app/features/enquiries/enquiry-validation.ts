import { parseWithZod } from '@conform-to/zod/v4';
import { propertyEnquiryFormSchema } from '../../../shared/domain/enquiry-schemas.ts';

/** The detail sidebar's checks in the browser (the server repeats them and is the authority). */
export function validatePropertyEnquiry(formData: FormData) {
  return parseWithZod(formData, { schema: propertyEnquiryFormSchema });
}
