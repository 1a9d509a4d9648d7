import { LOCALES, type Language } from '../../shared/i18n/languages.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Escaped text with its line breaks kept (a visitor's message). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>\n');
}

/** Fills {{name}} placeholders of a catalogue string with plain values. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * A message's HTML part: the body in a document of the reader's language, in the site's type and
 * ink (e-mail clients keep inline styles only). Every HTML e-mail the site sends is wrapped in it.
 */
export function mailDocument(bodyHtml: string, language: Language): string {
  return `<!doctype html><html lang="${LOCALES[language]}"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2b30;line-height:1.5">${bodyHtml}</body></html>`;
}

/** One paragraph of an e-mail: text; text with a link on its own line; or lines kept as written. */
export type MailParagraph = string | { text: string; href: string } | { lines: string };

/** An e-mail's text and HTML parts from its paragraphs, the same words in both. */
export function renderMail(paragraphs: MailParagraph[], language: Language): { text: string; html: string } {
  const text = paragraphs
    .map((p) => (typeof p === 'string' ? p : 'href' in p ? `${p.text}\n${p.href}` : p.lines))
    .join('\n\n');
  const html = mailDocument(
    paragraphs
      .map((p) =>
        typeof p === 'string'
          ? `<p>${escapeHtml(p)}</p>`
          : 'href' in p
            ? `<p>${escapeHtml(p.text)}<br><a href="${escapeHtml(p.href)}">${escapeHtml(p.href)}</a></p>`
            : `<p>${escapeMultiline(p.lines)}</p>`,
      )
      .join(''),
    language,
  );
  return { text, html };
}

/** A label and its value in an office e-mail's table; a link when it has an address. */
export type DetailRow = readonly [label: string, value: string, href?: string];

/** The office e-mails' table of details (an enquiry's, a showing's); values keep their line breaks. */
export function detailsTable(rows: readonly DetailRow[]): string {
  const cell = ([, value, href]: DetailRow) =>
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeMultiline(value);
  return `<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(
      (row) =>
        `<tr><th align="left" style="padding-right:12px">${escapeHtml(row[0])}</th><td>${cell(row)}</td></tr>`,
    )
    .join('')}</table>`;
}
