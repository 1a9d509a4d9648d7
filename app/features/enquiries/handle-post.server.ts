import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { RequestEnv } from '../../context.ts';
import type { NewEnquiry } from '../../../server/enquiries/enquiry-service.ts';
import { HONEYPOT_FIELD } from '../../../shared/domain/enquiry-schemas.ts';
import { enquiryMessages } from '../../../shared/i18n/en/enquiry-messages.ts';
import type { EnquiryActionData } from './submission-state.ts';

/** A form post is a few kilobytes; anything far bigger is not a person typing. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The shared body of the enquiry and contact actions: rate limit, honeypot, the shared schema
 * (Conform's parse, so errors render under their fields), then the service, which stores the
 * enquiry and its e-mails in one transaction. Every answer is data for the form, never a throw:
 * the page stays up and the form shows what happened.
 */
export async function handleEnquiryPost<Schema extends z.ZodType>(
  request: Request,
  env: RequestEnv,
  schema: Schema,
  toEnquiry: (value: z.output<Schema>) => Omit<NewEnquiry, 'message'> & { message?: string },
) {
  const answer = (body: EnquiryActionData, status: number, headers?: HeadersInit) =>
    data(body, { status, headers });

  const limit = await env.services.enquiries.checkRateLimit(env.clientIp);
  if (!limit.isAllowed) {
    return answer({ status: 'rate-limited' }, 429, { 'Retry-After': String(limit.retryAfterSeconds) });
  }
  let formData: FormData;
  try {
    formData = await env.readForm(request, { maxBytes: MAX_BODY_BYTES });
  } catch (error) {
    // A body the guard refused (415, 413, 400): the form's failure dialog, with that status.
    if (error instanceof Response) return answer({ status: 'failed' }, error.status);
    throw error;
  }
  const submission = parseWithZod(formData, { schema });
  if (String(formData.get(HONEYPOT_FIELD) ?? '') !== '') {
    // A bot: thank it as if sent, store nothing.
    return answer({ status: 'sent', result: submission.reply({ resetForm: true }) }, 200);
  }
  if (submission.status !== 'success') {
    return answer({ status: 'invalid', result: submission.reply() }, 400);
  }
  try {
    const result = await env.services.enquiries.submit(toEnquiry(submission.value), { origin: env.origin });
    if (result.status === 'property-unavailable') {
      return answer(
        {
          status: 'invalid',
          result: submission.reply({ formErrors: [enquiryMessages.validation.propertyUnavailable] }),
        },
        400,
      );
    }
  } catch (error) {
    env.log.error({ err: error }, 'enquiry could not be stored');
    return answer({ status: 'failed', result: submission.reply() }, 503);
  }
  return answer({ status: 'sent', result: submission.reply({ resetForm: true }) }, 200);
}
