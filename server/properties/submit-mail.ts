import { enqueueEmail } from '../mail/outbox.ts';
import { escapeHtml, fill } from '../mail/html.ts';
import { submitEmails as en } from '../../shared/i18n/en/submit-emails.ts';
import { submitEmails as fr } from '../../shared/i18n/fr/submit-emails.ts';
import { formatDollars } from '../../shared/format.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { property as propertyEn } from '../../shared/i18n/en/property.ts';
import { property as propertyFr } from '../../shared/i18n/fr/property.ts';
import type { SubmissionNotifier } from './submit-service.ts';

const EMAILS = { en, fr };
const PROPERTY_WORDS = { en: propertyEn, fr: propertyFr };

/** The office reads its notification in English; the owner's confirmation is in their language. */
const OFFICE_LANGUAGE: Language = 'en';

/**
 * The e-mails of a new submission (issue: "an e-mail to the company and a confirmation to the
 * owner"), queued in the outbox inside the submission's transaction: both or neither.
 */
export function submissionMailer(options: {
  to: string;
  siteName: string;
  messageIdDomain?: string | undefined;
}): SubmissionNotifier {
  const ids = { messageIdDomain: options.messageIdDomain };
  return async (tx, { values, imageCount, language }) => {
    /** The submission's details as a list in `inLanguage`; for the office, with the owner's language. */
    const details = (inLanguage: Language, ownerLanguage?: string) => {
      const t = EMAILS[inLanguage];
      const l = t.labels;
      const rows: [string, string][] = [
        [l.title, values.title],
        [l.status, t.status[values.listingType]],
        [l.type, PROPERTY_WORDS[inLanguage].property.typeNames[values.propertyType]],
        [l.price, formatDollars(values.price, inLanguage)],
        [l.address, `${values.address}, ${values.city}, ${values.province} ${values.postalCode}`],
        [l.beds, String(values.beds)],
        [l.washrooms, String(values.washrooms)],
        [l.available, values.availableDate],
        [l.photos, String(imageCount)],
        [l.owner, values.name],
        [l.email, values.email],
        [l.phone, values.phone],
        ...(ownerLanguage ? [[l.language, ownerLanguage] as [string, string]] : []),
      ];
      const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
      const table = `<table>${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
      return { text, table };
    };
    const vars = { title: values.title, name: values.name, site: options.siteName };

    const office = EMAILS[OFFICE_LANGUAGE];
    const forOffice = details(OFFICE_LANGUAGE, office.languages[language]);
    await enqueueEmail(
      tx,
      {
        to: options.to,
        replyTo: values.email,
        subject: fill(office.company.subject, vars),
        text: `${office.company.intro}\n\n${forOffice.text}\n\n${office.company.review}`,
        html: `<p>${escapeHtml(office.company.intro)}</p>${forOffice.table}<p>${escapeHtml(office.company.review)}</p>`,
      },
      ids,
    );
    const t = EMAILS[language];
    const { text, table } = details(language);
    await enqueueEmail(
      tx,
      {
        to: values.email,
        replyTo: options.to,
        subject: fill(t.owner.subject, vars),
        text: [
          fill(t.owner.greeting, vars),
          fill(t.owner.intro, vars),
          `${t.owner.summary}\n${text}`,
          fill(t.owner.closing, vars),
        ].join('\n\n'),
        html: [
          `<p>${escapeHtml(fill(t.owner.greeting, vars))}</p>`,
          `<p>${escapeHtml(fill(t.owner.intro, vars))}</p>`,
          `<p>${escapeHtml(t.owner.summary)}</p>${table}`,
          `<p>${escapeHtml(fill(t.owner.closing, vars))}</p>`,
        ].join(''),
      },
      ids,
    );
  };
}
