import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { RequestEnv } from '../../context.ts';
import { formError } from '../../responses.ts';
import type { NewEnquiry } from '../../../server/enquiries/enquiry-service.ts';
import { HONEYPOT_FIELD } from '../../../shared/domain/enquiry-schemas.ts';
import { ENQUIRY_MESSAGES } from '../../../shared/i18n/enquiry-messages.ts';
import { languageOf, type Language } from '../../../shared/i18n/languages.ts';
import type { EnquiryActionData } from './submission-state.ts';

/** A form post is a few kilobytes; anything far bigger is not a person typing. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * 429: the form's failure, and when to try again. The page says it from the same seconds as the
 * Retry-After header: what is left of the window the database holds (server/enquiries/rate-limiter.ts).
 */
function rateLimited(retryAfterSeconds: number, result?: SubmissionResult<string[]>) {
  return formError<EnquiryActionData>(
    429,
    { status: 'rate-limited', retryAfterSeconds, result },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Seconds to wait before sending again after a failure of ours (the database restarting, issue 26). */
const UNAVAILABLE_RETRY_SECONDS = 2;

/**
 * 503: nothing was stored. What was typed comes back, so a page without JavaScript keeps the form;
 * with JavaScript the form stays as it is under the failure dialog (spec 8).
 */
function unavailable(result: SubmissionResult<string[]>) {
  return formError<EnquiryActionData>(
    503,
    { status: 'failed', result },
    { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) },
  );
}

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
  toEnquiry: (value: z.output<Schema>) => Omit<NewEnquiry, 'message' | 'language'> & { message?: string },
  /**
   * Instead of storing an enquiry: what the form does with its valid value (Book Showing books a
   * slot). Returns the data to answer, or undefined to store the enquiry after all.
   */
  deliver?: (
    value: z.output<Schema>,
    language: Language,
    submission: {
      reply: (options?: { formErrors?: string[]; resetForm?: boolean }) => SubmissionResult<string[]>;
    },
  ) => Promise<ReturnType<typeof formError<EnquiryActionData>> | EnquiryActionData | undefined>,
) {
  // Counted first: every post counts, a refused or malformed one too. The count is the database's:
  // while it is out of reach (a restart, issue 26) nothing can be stored, and the form says so below.
  const limit = await env.services.enquiries.checkRateLimit(env.clientIp).catch((error: unknown) => {
    env.log.warn({ err: error }, 'enquiry not counted: the database is unavailable');
    return null;
  });
  let formData: FormData;
  try {
    formData = await env.readForm(request, { maxBytes: MAX_BODY_BYTES });
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    // A body the guard refused (415, 413, 400): the form's failure dialog, with that status.
    if (limit?.isAllowed !== false) return formError<EnquiryActionData>(error.status, { status: 'failed' });
    return rateLimited(limit.retryAfterSeconds);
  }
  const submission = parseWithZod(formData, { schema });
  if (!limit) return unavailable(submission.reply());
  if (!limit.isAllowed) {
    // What was typed comes back too: a page without JavaScript keeps the form (spec 8).
    return rateLimited(limit.retryAfterSeconds, submission.reply());
  }
  if (String(formData.get(HONEYPOT_FIELD) ?? '') !== '') {
    // A bot: thank it as if sent, store nothing.
    return { status: 'sent', result: submission.reply({ resetForm: true }) } satisfies EnquiryActionData;
  }
  if (submission.status !== 'success') {
    return formError<EnquiryActionData>(400, { status: 'invalid', result: submission.reply() });
  }
  try {
    const delivered = await deliver?.(submission.value, languageOf(request), submission);
    if (delivered) return delivered;
    const enquiry = { ...toEnquiry(submission.value), language: languageOf(request) };
    const result = await env.services.enquiries.submit(enquiry, { origin: env.origin });
    if (result.status === 'property-unavailable') {
      return formError<EnquiryActionData>(400, {
        status: 'invalid',
        result: submission.reply({
          formErrors: [ENQUIRY_MESSAGES[enquiry.language].validation.propertyUnavailable],
        }),
      });
    }
  } catch (error) {
    env.log.error({ err: error }, 'enquiry could not be stored');
    return unavailable(submission.reply());
  }
  return { status: 'sent', result: submission.reply({ resetForm: true }) } satisfies EnquiryActionData;
}
