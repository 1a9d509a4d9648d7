import { ENQUIRY_MESSAGES as MESSAGES } from '../../shared/i18n/enquiry-messages.ts';
import { pathInLanguage, type Language } from '../../shared/i18n/languages.ts';
import type { EnquiryKind } from '../db/schema.ts';
import { detailsTable, escapeHtml, escapeMultiline, fill, mailDocument, type DetailRow } from './html.ts';

/** The office reads its notifications in English, the site's first language; the enquirer's is named in it. */
const OFFICE_LANGUAGE: Language = 'en';

export type EnquiryForMail = {
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  details: Record<string, string>;
  /** The language the enquirer wrote in: the acknowledgement's, and the property link's. */
  language: Language;
  /** The site's origin, for links. */
  origin: string;
  /** The property it is about, with the path of its page (as the app writes it: English). */
  property: { name: string; address: string; path: string } | null;
};

type Rendered = { subject: string; text: string; html: string };

/** The absolute address of the enquiry's property page in `language`. */
function pageUrl(enquiry: EnquiryForMail, language: Language): string {
  return enquiry.origin + pathInLanguage(enquiry.property?.path ?? '/', language);
}

function rows(enquiry: EnquiryForMail): DetailRow[] {
  const t = MESSAGES[OFFICE_LANGUAGE];
  const l = t.email.labels;
  const list: [string, string, string?][] = [
    [l.kind, t.kind[enquiry.kind]],
    [l.name, enquiry.name],
    [l.email, enquiry.email, `mailto:${enquiry.email}`],
    [l.phone, enquiry.phone, `tel:${enquiry.phone}`],
  ];
  if (enquiry.subject) list.push([l.subject, enquiry.subject]);
  if (enquiry.property) {
    list.push(
      [l.property, enquiry.property.name],
      [l.address, enquiry.property.address],
      [l.link, pageUrl(enquiry, OFFICE_LANGUAGE), pageUrl(enquiry, OFFICE_LANGUAGE)],
    );
  } else if (enquiry.details.address) {
    list.push([l.address, enquiry.details.address]);
  }
  for (const key of ['pets', 'isWorking', 'employerDetails'] as const) {
    const value = enquiry.details[key];
    if (value !== undefined) list.push([l[key], value]);
  }
  list.push([l.language, t.email.languages[enquiry.language]]);
  return list;
}

/** The message to the company inbox; Reply-To is the enquirer (set by the caller). */
export function companyNotification(enquiry: EnquiryForMail): Rendered {
  const t = MESSAGES[OFFICE_LANGUAGE];
  const subject =
    enquiry.kind === 'general'
      ? fill(t.email.companySubject.general, { subject: enquiry.subject })
      : fill(t.email.companySubject[enquiry.kind], {
          property: enquiry.property?.name ?? enquiry.details.address ?? '',
        });
  const intro = fill(t.email.companyIntro, { kind: t.kind[enquiry.kind] });
  const hint = fill(t.email.replyHint, { name: enquiry.name });
  const list = rows(enquiry);
  const text = [
    intro,
    '',
    ...list.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.email.labels.message}:`,
    enquiry.message,
    '',
    hint,
  ].join('\n');
  const html = mailDocument(
    `<p>${escapeHtml(intro)}</p>` +
      detailsTable(list) +
      `<h2 style="font-size:16px">${escapeHtml(t.email.labels.message)}</h2>` +
      `<p>${escapeMultiline(enquiry.message)}</p>` +
      `<p style="color:#52636a">${escapeHtml(hint)}</p>`,
    OFFICE_LANGUAGE,
  );
  return { subject, text, html };
}

/** The short acknowledgement to the enquirer, in their language; Reply-To is the company inbox. */
export function acknowledgement(enquiry: EnquiryForMail, siteName: string): Rendered {
  const e = MESSAGES[enquiry.language].email;
  const subject = fill(e.ackSubject, { site: siteName });
  const greeting = fill(e.ackGreeting, { name: enquiry.name });
  const about = enquiry.property
    ? fill(e.ackAbout, { property: enquiry.property.name, address: enquiry.property.address })
    : null;
  const signature = fill(e.ackSignature, { site: siteName });
  const url = pageUrl(enquiry, enquiry.language);
  const text = [greeting, '', e.ackBody, ...(about ? ['', about, url] : []), '', signature].join('\n');
  const html = mailDocument(
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(e.ackBody)}</p>` +
      (about ? `<p>${escapeHtml(about)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : '') +
      `<p>${escapeHtml(signature)}</p>`,
    enquiry.language,
  );
  return { subject, text, html };
}
