import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSmtpTransport } from './transport.ts';
import { createMailWorker, type MailWorkerOptions } from './worker.ts';

type Log = Parameters<typeof createMailWorker>[0]['log'];

/**
 * The mail worker of a running server (server/main.ts): started with the server, stopped on
 * shutdown. Without SMTP_URL nothing is delivered: messages wait in the outbox (the admin console
 * shows them) and the log says why.
 */
export function startMailWorker({
  config,
  db,
  log,
  onDelivery,
}: {
  config: Config;
  db: Database;
  log: Log;
  onDelivery?: MailWorkerOptions['onDelivery'];
}) {
  if (!config.mail.smtpUrl) {
    log.warn({}, 'Mail is not configured (SMTP_URL is not set): e-mails stay in the outbox, undelivered.');
    return { stop: async () => {} };
  }
  const worker = createMailWorker({
    db,
    transport: createSmtpTransport(config.mail.smtpUrl),
    from: config.mail.from,
    log,
    ...(onDelivery ? { onDelivery } : {}),
  });
  worker.start();
  log.info({ to: config.mail.to }, 'Mail worker started');
  return worker;
}
