import { ALERT_MESSAGES } from '../../shared/i18n/alert-messages.ts';
import { LOCALES, pathInLanguage, type Language } from '../../shared/i18n/languages.ts';
import type { AlertFrequency, PropertyEventKind } from '../../shared/domain/alerts.ts';
import { formatDollars } from '../../shared/format.ts';
import type { OutboxMessage } from '../mail/outbox.ts';
import { escapeHtml, fill, mailDocument } from '../mail/html.ts';

export type AlertMailContext = { origin: string; siteName: string; siteAddress: string; replyTo: string };

const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;

/** The double opt-in e-mail: nothing is sent to the address before its link's button is pressed. */
export function confirmationMail(
  input: { email: string; language: Language; search: string; token: string },
  context: AlertMailContext,
): OutboxMessage {
  const t = ALERT_MESSAGES[input.language].email;
  const url = `${context.origin}${pathInLanguage('/alerts/confirm', input.language)}?token=${input.token}`;
  const values = { site: context.siteName, search: input.search, address: context.siteAddress };
  const body = fill(t.confirmBody, values);
  const sender = fill(t.sender, values);
  return {
    to: input.email,
    replyTo: context.replyTo,
    subject: fill(t.confirmSubject, values),
    text: [t.confirmGreeting, '', body, '', t.confirmLink, url, '', t.confirmIgnore, '', sender].join('\n'),
    html: mailDocument(
      `<p>${escapeHtml(t.confirmGreeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(t.confirmLink)}<br>${link(url)}</p>` +
        `<p>${escapeHtml(t.confirmIgnore)}</p><p style="color:#52636a">${escapeHtml(sender)}</p>`,
      input.language,
    ),
  };
}

export type AlertProperty = {
  id: string;
  name: string;
  address: string;
  price: number;
  listingType: 'rent' | 'sale';
  kind: PropertyEventKind;
};

/**
 * An alert e-mail: the matching properties, the sender and the office's postal address, why it
 * comes, and a one-click unsubscribe (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058) that
 * works without signing in.
 */
export function alertMail(
  input: {
    email: string;
    language: Language;
    search: string;
    query: string;
    frequency: AlertFrequency;
    consentAt: Date;
    unsubscribeToken: string;
    properties: AlertProperty[];
  },
  context: AlertMailContext,
): OutboxMessage {
  const { language } = input;
  const m = ALERT_MESSAGES[language];
  const t = m.email;
  const count = input.properties.length;
  const values = { site: context.siteName, search: input.search, address: context.siteAddress };
  const subject = fill(count === 1 ? t.alertSubject_one : t.alertSubject_other, {
    ...values,
    count: String(count),
  });
  const pageUrl = (id: string) => context.origin + pathInLanguage(`/single-property-1/${id}`, language);
  const resultsUrl =
    context.origin + pathInLanguage('/list-layout-new-3', language) + (input.query ? `?${input.query}` : '');
  const unsubscribePage = `${context.origin}${pathInLanguage('/alerts/unsubscribe', language)}?token=${input.unsubscribeToken}`;
  const oneClick = `${context.origin}/api/alerts/unsubscribe?token=${input.unsubscribeToken}`;
  const date = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'America/Moncton',
  }).format(input.consentAt);
  const why = fill(t.why, { frequency: m.frequency[input.frequency].toLowerCase(), date });
  const sender = fill(t.sender, values);
  const lines = input.properties.map((p) => ({
    label: `${p.kind === 'price_drop' ? t.priceDrop : t.listed}: ${p.name}, ${p.address}, ${formatDollars(p.price, language)}`,
    url: pageUrl(p.id),
  }));
  const text = [
    fill(t.alertIntro, values),
    '',
    ...lines.flatMap((l) => [l.label, l.url, '']),
    t.allResults,
    resultsUrl,
    '',
    '--',
    sender,
    why,
    t.unsubscribe,
    unsubscribePage,
  ].join('\n');
  const html = mailDocument(
    `<p>${escapeHtml(fill(t.alertIntro, values))}</p><ul>${lines
      .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`)
      .join('')}</ul><p>${escapeHtml(t.allResults)}<br>${link(resultsUrl)}</p>` +
      `<hr><p style="color:#52636a;font-size:14px">${escapeHtml(sender)}<br>${escapeHtml(why)}<br>${escapeHtml(
        t.unsubscribe,
      )} ${link(unsubscribePage)}</p>`,
    language,
  );
  return {
    to: input.email,
    replyTo: context.replyTo,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
