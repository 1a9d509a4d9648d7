import { SHOWING_MESSAGES } from '../../shared/i18n/showing-messages.ts';
import { ENQUIRY_MESSAGES } from '../../shared/i18n/enquiry-messages.ts';
import { LOCALES, pathInLanguage, type Language } from '../../shared/i18n/languages.ts';
import { SHOWING_TIME_ZONE, type ShowingCanceller } from '../../shared/domain/showings.ts';
import type { OutboxMessage } from '../mail/outbox.ts';
import {
  detailsTable,
  escapeHtml,
  fill,
  mailDocument,
  renderMail,
  type MailParagraph,
} from '../mail/html.ts';
import { buildInvite, type InviteMethod } from './invite.ts';

/** The office reads its notifications in English, as the enquiry notices (enquiry-templates.ts). */
const OFFICE_LANGUAGE: Language = 'en';

/** A showing as its e-mails need it. */
export type ShowingForMail = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
  property: { id: string; name: string; address: string };
};

export type ShowingMailContext = {
  /** The site's origin, for links. */
  origin: string;
  siteName: string;
  /** The office inbox: the invite's organizer, and the notices' recipient. */
  office: string;
  /** The right-hand side of the invite's UID (MAIL_FROM's domain). */
  uidDomain: string;
};

/** '2026-11-03 … 17:00' in words of the language, in Atlantic Time: 'Tuesday, November 3, 2026 at 5:00 p.m.' */
export function formatWhen(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: SHOWING_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
}

function formatTime(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: SHOWING_TIME_ZONE,
    timeStyle: 'short',
  }).format(instant);
}

/** The invite's UID: the same for the showing's whole life (booked, moved, cancelled). */
export const inviteUid = (showingId: string, domain: string) => `showing-${showingId}@${domain}`;

function invite(
  showing: ShowingForMail,
  context: ShowingMailContext,
  method: InviteMethod,
  language: Language,
): OutboxMessage['calendar'] {
  const t = SHOWING_MESSAGES[language];
  const url = context.origin + pathInLanguage(`/single-property-1/${showing.property.id}`, language);
  return {
    method,
    content: buildInvite({
      method,
      uid: inviteUid(showing.id, context.uidDomain),
      sequence: showing.sequence,
      start: showing.startsAt,
      end: showing.endsAt,
      stamp: new Date(),
      summary: fill(t.summary, { property: showing.property.name }),
      description: [showing.property.name, showing.property.address, url].join('\n'),
      location: showing.property.address,
      url,
      organizer: { name: context.siteName, email: context.office },
      attendees: [{ name: showing.name, email: showing.email }],
    }),
  };
}

/** The manage page's address for a token, in the visitor's language. */
export function manageUrl(origin: string, token: string, language: Language): string {
  return `${origin}${pathInLanguage('/showing', language)}?token=${encodeURIComponent(token)}`;
}

export type VisitorEvent =
  | { kind: 'confirmed'; manageToken: string }
  | { kind: 'rescheduled'; manageToken: string }
  | { kind: 'reminder'; manageToken: string }
  | { kind: 'cancelled'; by: ShowingCanceller; officeMessage?: string };

/** The e-mail to the visitor, in their language, with the invite (REQUEST, or CANCEL when cancelled). */
export function visitorMail(
  showing: ShowingForMail,
  event: VisitorEvent,
  context: ShowingMailContext,
): OutboxMessage {
  const language = showing.language;
  const t = SHOWING_MESSAGES[language].email;
  const values = {
    property: showing.property.name,
    address: showing.property.address,
    when: formatWhen(showing.startsAt, language),
    time: formatTime(showing.startsAt, language),
    name: showing.name,
    site: context.siteName,
  };
  const propertyUrl = context.origin + pathInLanguage(`/single-property-1/${showing.property.id}`, language);
  const paragraphs: MailParagraph[] = [fill(t.greeting, values)];
  let subject: string;
  if (event.kind === 'cancelled') {
    subject = fill(t.cancelledSubject, values);
    const line = { visitor: t.cancelledByVisitor, office: t.cancelledByOffice, closed: t.cancelledClosed }[
      event.by
    ];
    paragraphs.push(fill(line, values));
    if (event.officeMessage) paragraphs.push(t.officeMessage, { lines: event.officeMessage });
    if (event.by !== 'closed') paragraphs.push({ text: t.bookAgain, href: propertyUrl });
  } else {
    subject = fill(
      { confirmed: t.confirmedSubject, rescheduled: t.rescheduledSubject, reminder: t.reminderSubject }[
        event.kind
      ],
      values,
    );
    paragraphs.push(
      fill({ confirmed: t.confirmed, rescheduled: t.rescheduled, reminder: t.reminder }[event.kind], values),
      t.invite,
      { text: t.manage, href: manageUrl(context.origin, event.manageToken, language) },
      t.manageNote,
    );
  }
  paragraphs.push(fill(t.signature, values));
  return {
    to: showing.email,
    replyTo: context.office,
    subject,
    ...renderMail(paragraphs, language),
    calendar: invite(showing, context, event.kind === 'cancelled' ? 'CANCEL' : 'REQUEST', language),
  };
}

export type OfficeEvent =
  | { kind: 'booked' }
  | { kind: 'rescheduled'; previousStart: Date }
  | { kind: 'cancelled'; by: ShowingCanceller };

/** The notice to the office (English), with the same invite so the office calendar follows. */
export function officeMail(
  showing: ShowingForMail,
  event: OfficeEvent,
  context: ShowingMailContext,
): OutboxMessage {
  const t = SHOWING_MESSAGES[OFFICE_LANGUAGE].email.office;
  const when = formatWhen(showing.startsAt, OFFICE_LANGUAGE);
  const values = { property: showing.property.name, when };
  const subject = fill(
    { booked: t.bookedSubject, rescheduled: t.rescheduledSubject, cancelled: t.cancelledSubject }[event.kind],
    values,
  );
  const intro =
    event.kind === 'booked'
      ? t.booked
      : event.kind === 'rescheduled'
        ? fill(t.rescheduled, { previous: formatWhen(event.previousStart, OFFICE_LANGUAGE) })
        : fill(t.cancelled, { by: t.by[event.by] });
  const l = t.labels;
  const rows: [string, string][] = [
    [l.when, `${when} (America/Moncton)`],
    [l.property, showing.property.name],
    [l.address, showing.property.address],
    [l.name, showing.name],
    [l.email, showing.email],
    [l.phone, showing.phone],
    [l.language, ENQUIRY_MESSAGES[OFFICE_LANGUAGE].email.languages[showing.language]],
  ];
  if (showing.message) rows.push([l.message, showing.message]);
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const html = mailDocument(`<p>${escapeHtml(intro)}</p>${detailsTable(rows)}`, OFFICE_LANGUAGE);
  return {
    to: context.office,
    replyTo: showing.email,
    subject,
    text,
    html,
    calendar: invite(showing, context, event.kind === 'cancelled' ? 'CANCEL' : 'REQUEST', OFFICE_LANGUAGE),
  };
}
