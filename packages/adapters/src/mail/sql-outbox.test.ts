import type { Clock } from '@cobuy/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { renderAccountsMail } from './accounts-mail.templates.js';
import { revealSecrets, type RenderedMail } from './outbox-mail.js';
import { OutboxSender } from './outbox-sender.js';
import { SmtpMailTransport } from './smtp-mail.transport.js';
import { SqlOutboxStore } from './sql-outbox.store.js';
import { startSmtpTestServer, textOf, type SmtpTestServer } from './testing/smtp-test-server.js';

const clock: Clock & { advance(ms: number): void } = (() => {
  let t = new Date('2026-03-02T09:00:00Z').getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
})();

const mail = (n: number) =>
  renderAccountsMail({
    template: 'password-reset-code',
    to: `u${n}@example.com`,
    data: { firstName: 'Ama', code: String(100000 + n), expiresInMinutes: 15 },
  });

const resetMail = {
  template: 'password-reset-code' as const,
  to: 'kofi@example.com',
  data: { firstName: 'Kofi', code: '731904', expiresInMinutes: 15 },
};

describe('mail outbox in the database', () => {
  const fixture = useTestDatabase();
  let server: SmtpTestServer | undefined;
  afterAll(async () => server?.close());

  it('keeps a reset code only until its mail is sent, and never in the bodies', async () => {
    await fixture.db.em().execute("update mail_outbox set status = 'sent'", [], 'run');
    const store = new SqlOutboxStore(fixture.db);
    const queued = await store.add(
      renderAccountsMail({ ...resetMail, to: 'secret@example.com' }, undefined, clock.now()),
      clock.now(),
    );
    const raw = async () =>
      (
        await fixture.db
          .em()
          .execute<{ text_body: string; html_body: string; secrets: unknown }[]>(
            'select text_body, html_body, secrets from mail_outbox where id = ?',
            [queued.id],
          )
      )[0]!;
    const before = await raw();
    expect(before.text_body + before.html_body).not.toContain('731904');
    expect(JSON.stringify(before.secrets)).toContain('731904');

    const delivered: RenderedMail[] = [];
    const sender = new OutboxSender(store, { send: async (m) => void delivered.push(m) }, clock);
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    expect(delivered[0]!.text).toContain('Your password reset code is: 731904');
    expect(delivered[0]!.html).toContain('>731904<');

    const after = await raw();
    expect(after.secrets).toBeNull();
    expect(JSON.stringify(after)).not.toContain('731904');
    const listed = (await store.list(1))[0]!;
    expect(revealSecrets(listed).text).toContain('reset code is: [removed once sent]');
  });

  it('forgets the secret of a mail that was never sent once the code has expired', async () => {
    await fixture.db.em().execute("update mail_outbox set status = 'sent'", [], 'run');
    const store = new SqlOutboxStore(fixture.db);
    const queued = await store.add(renderAccountsMail(resetMail, undefined, clock.now()), clock.now());
    expect(await store.forgetExpiredSecrets(new Date(clock.now().getTime() + 14 * 60_000))).toBe(0);
    expect((await store.list(1))[0]!.secrets).toEqual({ code: '731904' });
    expect(await store.forgetExpiredSecrets(new Date(clock.now().getTime() + 15 * 60_000))).toBe(1);
    const row = (await store.list(1))[0]!;
    expect(row.id).toBe(queued.id);
    expect(row.secrets).toBeNull();
    await fixture.db.em().execute("update mail_outbox set status = 'sent'", [], 'run');
  });

  it('hands each due mail to one sender only, even when two claim at once', async () => {
    const store = new SqlOutboxStore(fixture.db);
    for (let i = 0; i < 10; i++) await store.add(mail(i), clock.now());
    const [a, b] = await Promise.all([store.claimDue(clock.now(), 6, 60_000), store.claimDue(clock.now(), 6, 60_000)]);
    const ids = [...a, ...b].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(10);
    // Leased: nobody takes them again until the lease runs out.
    expect(await store.claimDue(clock.now(), 20, 60_000)).toHaveLength(0);
    clock.advance(60_000);
    expect(await store.claimDue(clock.now(), 20, 60_000)).toHaveLength(10);
    clock.advance(60_000);
  });

  it('survives a server that refuses at first, through the SMTP sender, with the state kept in the table', async () => {
    await fixture.db.em().execute("update mail_outbox set status = 'sent'", [], 'run');
    server = await startSmtpTestServer();
    server.refuseNext(1);
    const store = new SqlOutboxStore(fixture.db);
    const queued = await store.add(mail(42), clock.now());
    const transport = new SmtpMailTransport({
      host: '127.0.0.1',
      port: server.port,
      secure: false,
      from: 'no-reply@cobuy.test',
      timeoutMs: 2000,
    });
    const sender = new OutboxSender(store, transport, clock);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [afterFailure] = await store.list(1);
    expect(afterFailure).toMatchObject({
      id: queued.id,
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/^451/),
    });
    expect(afterFailure!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);
    clock.advance(30_000);
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await store.list(1))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      sentAt: clock.now(),
      lastError: null,
    });
    expect(server.received).toHaveLength(1);
    expect(textOf(server.received[0]!.raw)).toContain('100042');
  });
});
