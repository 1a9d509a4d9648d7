import { expect } from 'vitest';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';
import type { TestServer } from './test-server.ts';
import { createSmtpTransport } from '../../server/mail/transport.ts';
import { createMailWorker, type MailWorker } from '../../server/mail/worker.ts';

/** The app's mail worker, delivering the test server's outbox to the SMTP sink every 100 ms. */
export function startMailDelivery(server: TestServer, sink: SmtpSink): MailWorker {
  const worker = createMailWorker({
    db: server.database.db,
    transport: createSmtpTransport(sink.url),
    from: 'no-reply@company.example',
    log: { info() {}, warn() {}, error() {} },
    pollIntervalMs: 100,
  });
  worker.start();
  return worker;
}

/**
 * The newest e-mail to an address whose subject matches, once the SMTP sink has it (the mail
 * worker delivers from the outbox in the background). `after`: only mail received after that many.
 */
export async function mailFor(
  sink: SmtpSink,
  address: string,
  subject: RegExp,
  after = 0,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = sink.received
          .slice(after)
          .filter((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The account link (`/verify-email`, `/reset-password`…, with its 43-character token) in an e-mail. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[0];
}
