import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the test SMTP server accepted, parsed. */
export type ReceivedMail = {
  /** The envelope's sender and recipients (what the portal asked the server to deliver). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The From header, as written. */
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part ('' when the mail had none). */
  html: string;
  /** The Content-Language header (the recipient's language). */
  language: string;
  receivedAt: Date;
};

/** An SMTP reply the server answers RCPT TO with instead of accepting: 4xx is temporary, 5xx final. */
export type SmtpRefusal = { code: number; message: string };

export type TestSmtpServer = {
  /** smtp://127.0.0.1:port, for SMTP_URL or createMailTransport. */
  url: string;
  port: number;
  /** Every mail received so far, in order. */
  mails: () => ReceivedMail[];
  /** The first received mail matching, waiting for it up to timeoutMs (5 s). */
  waitForMail: (predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Refuse every recipient with this reply from now on (null: accept again). */
  refuse: (refusal: SmtpRefusal | null) => void;
  /** Stops listening (the port is free again) and closes open connections. */
  stop: () => Promise<void>;
};

/**
 * The first link in a mail's text part, or the first whose address contains `contains`
 * (for example '/accounts/confirmation/').
 */
export function findMailLink(mail: Pick<ReceivedMail, 'text'>, contains = ''): string | undefined {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((link) => link.includes(contains));
}

function addressText(value: unknown): string {
  if (!value) return '';
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry: { text?: string }) => entry.text ?? '').join(', ');
}

/**
 * A real SMTP server on 127.0.0.1 for tests (no TLS, no authentication). Port 0 picks a free port;
 * pass `port` to start it again where a stopped one was (an SMTP server that was down comes back).
 */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: SmtpRefusal | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            language: String(parsed.headers.get('content-language') ?? ''),
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails: () => [...received],
    refuse: (next) => {
      refusal = next;
    },
    waitForMail: (predicate = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(predicate);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
