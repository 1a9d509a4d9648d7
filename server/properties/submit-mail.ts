import { enqueueEmail } from '../mail/outbox.ts';
import { escapeHtml, fill } from '../mail/html.ts';
import { submitEmails as t } from '../../shared/i18n/en/submit-emails.ts';
import { formatDollars } from '../../shared/format.ts';
import type { SubmissionNotifier } from './submit-service.ts';

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
  return async (tx, { values, imageCount }) => {
    const l = t.labels;
    const rows: [string, string][] = [
      [l.title, values.title],
      [l.status, t.status[values.listingType]],
      [l.type, values.propertyType],
      [l.price, formatDollars(values.price, 'en')],
      [l.address, `${values.address}, ${values.city}, ${values.province} ${values.postalCode}`],
      [l.beds, String(values.beds)],
      [l.washrooms, String(values.washrooms)],
      [l.available, values.availableDate],
      [l.photos, String(imageCount)],
      [l.owner, values.name],
      [l.email, values.email],
      [l.phone, values.phone],
    ];
    const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    const table = `<table>${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
    const vars = { title: values.title, name: values.name, site: options.siteName };

    await enqueueEmail(
      tx,
      {
        to: options.to,
        replyTo: values.email,
        subject: fill(t.company.subject, vars),
        text: `${t.company.intro}\n\n${text}\n\n${t.company.review}`,
        html: `<p>${escapeHtml(t.company.intro)}</p>${table}<p>${escapeHtml(t.company.review)}</p>`,
      },
      ids,
    );
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
