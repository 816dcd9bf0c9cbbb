import type { Clock } from '@cobuy/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccountsMail } from './accounts-mail.templates.js';
import { mailboxHtml, mailboxJson } from './dev-mailbox.view.js';
import { InMemoryOutboxStore } from './in-memory-outbox.store.js';
import { OutboxSender, retryDelayMs } from './outbox-sender.js';
import { SmtpMailTransport } from './smtp-mail.transport.js';
import { startSmtpTestServer, textOf, type SmtpTestServer } from './testing/smtp-test-server.js';

class TestClock implements Clock {
  constructor(private t = new Date('2026-03-02T09:00:00Z').getTime()) {}
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
}

const resetMail = renderAccountsMail({
  template: 'password-reset-code',
  to: 'ama@example.com',
  data: { firstName: 'Ama', code: '042917', expiresInMinutes: 15 },
});

const servers: SmtpTestServer[] = [];
async function smtp(port = 0) {
  const server = await startSmtpTestServer(port);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const transportTo = (port: number) =>
  new SmtpMailTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    from: 'CoBuy Accra <no-reply@cobuy.test>',
    timeoutMs: 2000,
  });

describe('mail outbox sender over SMTP', () => {
  it('delivers a queued reset code to a real SMTP server and marks it sent', async () => {
    const server = await smtp();
    const clock = new TestClock();
    const store = new InMemoryOutboxStore();
    await store.add(resetMail, clock.now());
    const transport = new SmtpMailTransport({
      url: `smtp://127.0.0.1:${server.port}`,
      from: 'CoBuy Accra <no-reply@cobuy.test>',
      timeoutMs: 2000,
    });
    const round = await new OutboxSender(store, transport, clock).runOnce();
    expect(round).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.to).toEqual(['ama@example.com']);
    expect(server.received[0]!.from).toBe('no-reply@cobuy.test');
    expect(textOf(server.received[0]!.raw)).toContain('Your password reset code is: 042917');
    expect(store.rows[0]).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now() });
  });

  it('loses nothing while the mail server is down, and delivers once it is back', async () => {
    const probe = await smtp();
    const port = probe.port;
    await probe.close();
    servers.length = 0;

    const clock = new TestClock();
    const store = new InMemoryOutboxStore();
    await store.add(resetMail, clock.now());
    const sender = new OutboxSender(store, transportTo(port), clock);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(store.rows[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(store.rows[0]!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);

    // Not due yet: nothing is tried.
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const server = await smtp(port);
    clock.advance(30_000);
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('backs off exponentially while the server refuses, then delivers exactly once', async () => {
    const server = await smtp();
    server.refuseNext(2);
    const clock = new TestClock();
    const store = new InMemoryOutboxStore();
    await store.add(resetMail, clock.now());
    const sender = new OutboxSender(store, transportTo(server.port), clock);

    expect(await sender.runOnce()).toMatchObject({ retried: 1 });
    expect(store.rows[0]!.lastError).toMatch(/^451/);
    expect(store.rows[0]!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);
    clock.advance(30_000);
    expect(await sender.runOnce()).toMatchObject({ retried: 1 });
    expect(store.rows[0]!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);
    clock.advance(59_999);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('keeps a mail that never goes through as failed, with its last error', async () => {
    const server = await smtp();
    server.refuseNext(100);
    const clock = new TestClock();
    const store = new InMemoryOutboxStore();
    await store.add(resetMail, clock.now());
    const sender = new OutboxSender(store, transportTo(server.port), clock, { maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await sender.runOnce();
      clock.advance(60 * 60_000);
    }
    expect(store.rows[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringMatching(/^451/) });
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('runs in the background until stopped', async () => {
    const server = await smtp();
    const clock = new TestClock();
    const store = new InMemoryOutboxStore();
    const sender = new OutboxSender(store, transportTo(server.port), clock, { pollIntervalMs: 20 });
    sender.start();
    await store.add(resetMail, clock.now());
    await expect.poll(() => server.received.length, { timeout: 5000 }).toBe(1);
    await sender.stop();
  });

  it('computes the backoff: 30 s doubling to an hour', () => {
    const o = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n, o) / 1000)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});

describe('mail templates', () => {
  it('render the password-changed notice', () => {
    const mail = renderAccountsMail({
      template: 'password-changed',
      to: 'ama@example.com',
      data: { firstName: 'Ama', changedAt: new Date('2026-03-02T09:15:00Z'), signedOut: 'everywhere' },
    });
    expect(mail.subject).toBe('Your CoBuy Accra password was changed');
    // In Accra time, the zone said (docs/i18n.md, "On the server").
    expect(mail.text).toContain('2 Mar 2026, 09:15 Accra time (GMT)');
    expect(mail.text).toContain('Every device that was signed in has been signed out.');
  });

  it('say in the password-changed notice of a change on /settings that the device it was made on stays signed in', () => {
    const mail = renderAccountsMail({
      template: 'password-changed',
      to: 'ama@example.com',
      data: { firstName: 'Ama', changedAt: new Date('2026-03-02T09:15:00Z'), signedOut: 'other-devices' },
    });
    expect(mail.text).toContain('which stays signed in; every other device has been signed out');
    expect(mail.html).toContain('which stays signed in; every other device has been signed out');
    expect(mail.text).not.toContain('Every device that was signed in');
  });

  it('render a project update with the start of a long text, a link to the project and how to turn it off', () => {
    const mail = renderAccountsMail(
      {
        template: 'project-update',
        to: 'ama@example.com',
        data: {
          firstName: 'Ama',
          projectId: 7,
          projectTitle: 'East Legon Heights',
          updateTitle: 'Roof <slab>\npoured',
          description: 'x'.repeat(700),
          progressPercentage: 45,
        },
      },
      { appName: 'CoBuy Accra', appUrl: 'https://cobuy.example' },
    );
    expect(mail.subject).toBe('East Legon Heights: Roof <slab> poured');
    expect(mail.text).toContain('construction 45% complete');
    expect(mail.text).toContain(`${'x'.repeat(600)}…`);
    expect(mail.text).not.toContain('x'.repeat(601));
    expect(mail.text).toContain('https://cobuy.example/projects/7');
    expect(mail.text).toContain('turn them off at https://cobuy.example/settings');
    expect(mail.html).toContain('Roof &lt;slab&gt;');
  });

  it('escape what visitors type in the contact notice and let admins reply to them', () => {
    const mail = renderAccountsMail({
      template: 'contact-message',
      to: 'admin@cobuy.example',
      data: {
        name: 'Yaw <script>alert(1)</script>',
        email: 'yaw@example.com',
        phone: null,
        subject: 'Hello\r\nBcc: victim@example.com',
        message: 'A message with <b>tags</b> & more.',
        receivedAt: new Date('2026-03-02T09:00:00Z'),
      },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;tags&lt;/b&gt; &amp; more.');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toBe('yaw@example.com');
    expect(mail.text).toContain('Phone:   not given');
  });
});

describe('development mailbox', () => {
  it('lists mails newest first, as JSON and as an escaped page', async () => {
    const store = new InMemoryOutboxStore();
    const at = new Date('2026-03-02T09:00:00Z');
    await store.add(resetMail, at);
    await store.add({ ...resetMail, subject: '<i>second</i>' }, at);
    const mails = await store.list(10);
    expect(mailboxJson(mails).mails.map((m) => m.id)).toEqual([2, 1]);
    expect(mailboxJson(mails).mails[1]).toMatchObject({
      to: 'ama@example.com',
      status: 'pending',
      text: expect.stringContaining('042917'),
    });
    const html = mailboxHtml(mails);
    expect(html).toContain('&lt;i&gt;second&lt;/i&gt;');
    expect(html).toContain('Your password reset code is: 042917');
  });
});
