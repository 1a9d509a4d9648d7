import type { FastifyPluginAsync } from 'fastify';
import type { EnquiryKind } from '../db/schema.ts';
import type { Services } from '../services.ts';
import {
  enquiryFieldErrors,
  NOT_APPLICABLE,
  sendEmailPayloadSchema,
  type SendEmailPayload,
} from '../../shared/domain/enquiry-schemas.ts';
import { enquiries as enCatalogue } from '../../shared/i18n/en/enquiries.ts';
import { enquiries as frCatalogue } from '../../shared/i18n/fr/enquiries.ts';
import { enquiryMessages } from '../../shared/i18n/en/enquiry-messages.ts';
import type { NewEnquiry } from './enquiry-service.ts';
import { sendApiError } from '../http/errors.ts';
import { apiLanguageOf, varyOnLanguage } from '../http/api-language.ts';

/** The answer's words in each language (the request's Accept-Language, like every refusal: ADR 053). */
const ANSWERS = { en: enCatalogue.enquiries, fr: frCatalogue.enquiries } as const;

/** Which form a spec payload came from: the contact page sends a subject, the sidebar its extras. */
function kindOf(payload: SendEmailPayload): EnquiryKind {
  if (payload.subject !== undefined) return 'general';
  const hasSidebarExtras =
    payload.pets !== undefined || payload.isWorking !== undefined || payload.employerDetails !== undefined;
  return hasSidebarExtras ? 'property' : 'showing';
}

function yesNo(value: boolean | string): string {
  return value === true || value === 'yes' || value === 'Yes' || value === 'true' ? 'Yes' : 'No';
}

/** The spec's wire names to the service's clean ones. */
export function fromPayload(payload: SendEmailPayload): NewEnquiry {
  const kind = kindOf(payload);
  const details: Record<string, string> = {};
  // The spec's contact page sends 'General Inquiry' as the address; that is no address at all.
  if (payload.address && kind !== 'general') details.address = payload.address;
  if (kind === 'property') {
    details.pets = payload.pets || NOT_APPLICABLE;
    const isWorking = payload.isWorking === undefined ? undefined : yesNo(payload.isWorking);
    if (isWorking) details.isWorking = isWorking;
    details.employerDetails = isWorking === 'No' ? NOT_APPLICABLE : payload.employerDetails || NOT_APPLICABLE;
  }
  return {
    kind,
    propertyId: payload.propertyId,
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    subject: payload.subject,
    message: payload.description,
    details,
    language: payload.language ?? 'en',
  };
}

/**
 * POST /api/send-email — spec 7 call 3. Validates with the shared schema (400 with fieldErrors,
 * nothing stored), stores the enquiry and its e-mails in one transaction, answers 200 once stored.
 * Rate-limited per client IP (429 with Retry-After), shared with the page forms' actions.
 */
export const enquiryApiRoutes: FastifyPluginAsync<{
  services: Services;
  publicUrl: string | undefined;
}> = async (app, { services, publicUrl }) => {
  app.post('/send-email', async (request, reply) => {
    const limit = await services.enquiries.checkRateLimit(request.ip);
    if (!limit.isAllowed) {
      return sendApiError(
        reply.header('Retry-After', String(limit.retryAfterSeconds)),
        429,
        enquiryMessages.rateLimited,
      );
    }
    const parsed = sendEmailPayloadSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendApiError(reply, 400, enquiryMessages.validation.invalidPayload, {
        fieldErrors: enquiryFieldErrors(parsed.error),
      });
    }
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const result = await services.enquiries.submit(fromPayload(parsed.data), { origin });
    if (result.status === 'property-unavailable') {
      return sendApiError(reply, 400, enquiryMessages.validation.invalidPayload, {
        fieldErrors: { propertyId: [enquiryMessages.validation.propertyUnavailable] },
      });
    }
    const { successText } = ANSWERS[apiLanguageOf(request)].states;
    return varyOnLanguage(reply)
      .code(200)
      .send({ status: 'sent', id: result.enquiryId, message: successText });
  });
};
