import { GMAIL_SMTP, systemClock, type MailAccount, type StoredMailSettings } from '@cobuy/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccountsMail } from './accounts-mail.templates.js';
import { InMemoryOutboxStore } from './in-memory-outbox.store.js';
import { settingsFirstTransport, SmtpMailAccountVerifier } from './mail-account.transport.js';
import type { MailTransport, RenderedMail } from './outbox-mail.js';
import { OutboxSender } from './outbox-sender.js';
import { SmtpMailTransport } from './smtp-mail.transport.js';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server.js';

/** A transport that keeps what it is given, named so a test can tell which one sent. */
class NamedTransport implements MailTransport {
  readonly sent: RenderedMail[] = [];
  constructor(readonly name: string) {}
  async send(mail: RenderedMail): Promise<void> {
    this.sent.push(mail);
  }
}

const saved = (senderAddress: string, at = '2026-11-23T10:00:00Z'): StoredMailSettings => ({
  senderAddress,
  password: 'abcdwxyzabcdwxyz',
  ...GMAIL_SMTP,
  updatedBy: 1,
  updatedAt: new Date(at),
});

const mail = () =>
  renderAccountsMail({
    template: 'password-reset-code',
    to: 'ama@example.com',
    data: { firstName: 'Ama', code: '042917', expiresInMinutes: 15 },
  });

describe('settingsFirstTransport: which account sends', () => {
  it('uses the saved settings first, SMTP_URL when none are saved, and nothing when neither exists', async () => {
    let settings: StoredMailSettings | null = null;
    const built: MailAccount[] = [];
    const build = (account: MailAccount) => {
      built.push(account);
      return new NamedTransport(`db:${account.senderAddress}`);
    };
    const envTransport = new NamedTransport('env');
    const withEnv = settingsFirstTransport(async () => settings, envTransport, { build });
    const withoutEnv = settingsFirstTransport(async () => settings, null, { build });

    expect(await withEnv()).toBe(envTransport);
    expect(await withoutEnv()).toBeNull();

    settings = saved('platform@gmail.com');
    expect(((await withEnv()) as NamedTransport).name).toBe('db:platform@gmail.com');
    expect(((await withoutEnv()) as NamedTransport).name).toBe('db:platform@gmail.com');
    // Built once per saved version, not per round.
    await withEnv();
    expect(built).toHaveLength(2);

    // Saving again (a new password for the same address) builds a new transport.
    settings = saved('platform@gmail.com', '2026-11-24T10:00:00Z');
    const again = await withEnv();
    expect(built).toHaveLength(3);
    expect((again as NamedTransport).name).toBe('db:platform@gmail.com');
  });

  it('falls back to SMTP_URL, and reports why, when the saved password cannot be opened', async () => {
    const errors: unknown[] = [];
    const envTransport = new NamedTransport('env');
    const provider = settingsFirstTransport(
      async () => {
        throw new Error('The saved mail password cannot be opened');
      },
      envTransport,
      { onError: (e) => errors.push(e) },
    );
    expect(await provider()).toBe(envTransport);
    expect(String(errors[0])).toMatch(/cannot be opened/);
  });

  it('lets the outbox sender deliver through whichever account is current, and leave mail queued without one', async () => {
    let settings: StoredMailSettings | null = null;
    const dbTransport = new NamedTransport('db');
    const store = new InMemoryOutboxStore();
    const sender = new OutboxSender(
      store,
      settingsFirstTransport(async () => settings, null, { build: () => dbTransport }),
      systemClock,
    );
    await store.add(mail(), new Date(Date.now() - 1000));
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(store.rows[0]!.sentAt).toBeNull();

    settings = saved('platform@gmail.com');
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(dbTransport.sent.map((m) => m.to)).toEqual(['ama@example.com']);
  });
});

describe('SmtpMailAccountVerifier', () => {
  const servers: SmtpTestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  const verifierFor = (server: SmtpTestServer) =>
    new SmtpMailAccountVerifier(
      (account) =>
        new SmtpMailTransport({
          host: '127.0.0.1',
          port: server.port,
          secure: false,
          from: `CoBuy Accra <${account.senderAddress}>`,
          timeoutMs: 2000,
        }),
    );

  it('sends one test mail to the admin as the new sender, and rejects when the server refuses it', async () => {
    const server = await startSmtpTestServer();
    servers.push(server);
    const account = { senderAddress: 'platform@gmail.com', password: 'abcdwxyzabcdwxyz', ...GMAIL_SMTP };
    await verifierFor(server).sendTestMail(account, 'admin@cobuy.example');
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ from: 'platform@gmail.com', to: ['admin@cobuy.example'] });
    expect(server.received[0]!.raw).toContain('CoBuy Accra mail settings test');

    server.refuseNext(1);
    await expect(verifierFor(server).sendTestMail(account, 'admin@cobuy.example')).rejects.toThrow(
      /temporarily unavailable/,
    );
    expect(server.received).toHaveLength(1);
  });
});
