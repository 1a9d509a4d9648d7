import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, decoded enough for assertions. */
export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The text/calendar part (an invite), decoded; empty when there is none. */
  calendar: string;
  raw: string;
};

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives. It can be
 * stopped and started again on the same port, to play "SMTP is down".
 */
export async function startSmtpSink(
  options: { port?: number; rejectRecipient?: (address: string) => boolean } = {},
) {
  const port = options.port ?? 0;
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  async function start() {
    if (server) return;
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.rejectRecipient?.(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            ...parseMessage(raw),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => resolve());
    });
    server = next;
    const address = next.server.address();
    boundPort = typeof address === 'object' && address ? address.port : boundPort;
  }

  async function stop() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    received,
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    start,
    stop,
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The leaf parts of a MIME entity (headers and decoded content), nested multiparts walked through. */
function leafParts(entity: string): { headers: Record<string, string>; content: string }[] {
  const split = entity.indexOf('\r\n\r\n');
  const headers = parseHeaders(entity.slice(0, split));
  const body = entity.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    return [
      { headers, content: decodeBody(body.replace(/\r\n$/, ''), headers['content-transfer-encoding']) },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(part.replace(/^\r\n/, '')));
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo' | 'raw'> {
  const headers = parseHeaders(raw.slice(0, raw.indexOf('\r\n\r\n')));
  let text = '';
  let html = '';
  let calendar = '';
  for (const part of leafParts(raw)) {
    const type = part.headers['content-type'] ?? 'text/plain';
    if (type.startsWith('text/html')) html ||= part.content;
    else if (type.startsWith('text/plain')) text ||= part.content;
    // The invite's alternative part (issue 30); an attachment copy of it may follow.
    else if (type.startsWith('text/calendar') || type.startsWith('application/ics'))
      calendar ||= part.content;
  }
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    html,
    calendar: calendar.replace(/\r\n/g, '\n'),
  };
}
