import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { AddressInfo } from 'node:net';

interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

export interface SmtpTestServer {
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Answer the next n RCPT commands with a temporary failure (451). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on localhost (plain text, no auth) that keeps what it receives, for delivery tests. */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals--;
        const error = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    refuseNext: (n) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text part of a raw message (quoted-printable soft breaks undone). */
export function textOf(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}
