import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { enquiries, properties, type EnquiryKind } from '../db/schema.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { acknowledgement, companyNotification } from '../mail/enquiry-templates.ts';
import { isPropertyId, type PropertyService } from '../properties/property-service.ts';
import { defaultEnquiryMessage } from '../../shared/domain/enquiry-schemas.ts';
import { createRateLimiter, type RateLimitResult } from './rate-limiter.ts';
import { siteDefaults } from '../../content/site.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { ENQUIRY_MESSAGES } from '../../shared/i18n/enquiry-messages.ts';

/** What the forms and the send-email endpoint hand over, already validated by the shared schemas. */
export type NewEnquiry = {
  kind: EnquiryKind;
  /** The property it is about, when the form or the payload names one. */
  propertyId?: string;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  subject?: string;
  /** Empty: the default interest text naming the property is sent (spec 5). */
  message?: string;
  /** Sidebar extras (pets, isWorking, employerDetails) and, for the API, the address it named. */
  details?: Record<string, string>;
  /** The language the enquirer wrote in (the page's): their acknowledgement is in it. */
  language: Language;
};

export type SubmitResult = { status: 'accepted'; enquiryId: string } | { status: 'property-unavailable' };

/** The property an enquiry form is about: what the form shows and the message names. */
export type EnquiryProperty = { id: string; name: string; address: string };

const RATE_WINDOW_SECONDS = 10 * 60;

/** What buildApp passes from the configuration. */
export type EnquiryOptions = {
  /** The company inbox (MAIL_TO) and the company's name for the acknowledgement. */
  /** Where enquiries go; the domain the Message-IDs of queued e-mails carry (MAIL_FROM's). */
  mail: { to: string; messageIdDomain?: string };
  siteName: string;
  /** Submissions (valid or not) allowed per client IP per 10 minutes (ENQUIRY_RATE_LIMIT). */
  rateLimit: number;
};

/** For tools that build services without a configuration (the values of an empty environment). */
export const defaultEnquiryOptions: EnquiryOptions = {
  mail: { to: siteDefaults.email },
  siteName: siteDefaults.name,
  rateLimit: 10,
};

export type EnquiryServiceDeps = EnquiryOptions & { db: Database; properties: PropertyService };

/**
 * Enquiries, showing requests and contact messages: stored with their e-mails in one transaction,
 * so a message is never lost even when SMTP is down; the mail worker delivers them later.
 */
export function createEnquiryService({
  db,
  properties: propertyService,
  mail,
  siteName,
  rateLimit,
}: EnquiryServiceDeps) {
  // In the database, so the limit holds across app servers and restarts.
  const limiter = createRateLimiter(db, {
    name: 'enquiry',
    max: rateLimit,
    windowSeconds: RATE_WINDOW_SECONDS,
  });

  /** A visible property (verified, not archived) as an enquiry form needs it, or null. */
  async function propertyForEnquiry(id: string): Promise<EnquiryProperty | null> {
    if (!isPropertyId(id)) return null;
    const property = await propertyService.get(id, 'public');
    return property ? { id: property.id, name: property.name, address: property.address } : null;
  }

  /** The API's spec payload names an address, not an id: link the one visible property it matches. */
  async function propertyByAddress(address: string): Promise<EnquiryProperty | null> {
    const rows = await db
      .select({ id: properties.id, name: properties.name, address: properties.address })
      .from(properties)
      .where(
        and(
          sql`lower(${properties.address}) = lower(${address})`,
          eq(properties.isVerified, true),
          eq(properties.isArchived, false),
        ),
      )
      .limit(2);
    return rows.length === 1 ? (rows[0] ?? null) : null;
  }

  async function submit(input: NewEnquiry, { origin }: { origin: string }): Promise<SubmitResult> {
    const details = { ...input.details };
    let property: EnquiryProperty | null = null;
    if (input.propertyId) {
      property = await propertyForEnquiry(input.propertyId);
      if (!property) return { status: 'property-unavailable' };
    } else if (details.address && input.kind !== 'general') {
      property = await propertyByAddress(details.address);
    }
    if (property) delete details.address;

    const message =
      input.message ||
      (input.kind === 'general'
        ? ''
        : defaultEnquiryMessage(
            ENQUIRY_MESSAGES[input.language].defaultMessage,
            input.kind,
            property,
            details.address,
          ));
    const subject = input.subject ?? '';
    const forMail = {
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject,
      message,
      details,
      language: input.language,
      origin,
      property: property
        ? { name: property.name, address: property.address, path: `/single-property-1/${property.id}` }
        : null,
    };
    const toCompany = companyNotification(forMail);
    const toEnquirer = acknowledgement(forMail, siteName);

    const enquiryId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enquiries)
        .values({
          kind: input.kind,
          propertyId: property?.id ?? null,
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject,
          message,
          details,
          language: input.language,
        })
        .returning({ id: enquiries.id });
      if (!row) throw new Error('The enquiry was not stored.');
      const ids = { messageIdDomain: mail.messageIdDomain };
      await enqueueEmail(tx, { to: mail.to, replyTo: input.email, enquiryId: row.id, ...toCompany }, ids);
      await enqueueEmail(tx, { to: input.email, replyTo: mail.to, enquiryId: row.id, ...toEnquirer }, ids);
      return row.id;
    });
    return { status: 'accepted', enquiryId };
  }

  return {
    propertyForEnquiry,
    submit,
    /** Counts one submission from `clientIp`; call before validating, as every attempt costs. */
    checkRateLimit: (clientIp: string): Promise<RateLimitResult> => limiter.hit(clientIp),
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
