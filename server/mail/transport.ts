import nodemailer from 'nodemailer';
import type { OutboxCalendar } from '../db/schema.ts';

/** One message as the worker hands it to the transport. */
export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** `<…@…>`, the outbox row's: the same on every attempt, so a re-sent copy is recognisable. */
  messageId: string;
  /** A calendar invite: sent as the text/calendar alternative (and attachment) with its METHOD. */
  calendar?: OutboxCalendar;
  /** Extra headers by name (List-Unsubscribe...). */
  headers?: Record<string, string>;
};

/** Anything that can deliver a message; throws when it could not. */
export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** An SMTP failure the server answered with a 5xx code: retrying will not help. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * SMTP through nodemailer. `url` is SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or
 * smtps://host:465 (TLS). Short timeouts: a stuck server must not hold a worker's lease (worker.ts).
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // nodemailer must never read local files or URLs named in a message: ours carry text only.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        icalEvent: mail.calendar
          ? { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content }
          : undefined,
        headers: mail.headers,
      });
    },
    close() {
      transporter.close();
    },
  };
}
