import type { MailAccount, MailAccountVerifier } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailSettingsJson } from '../src/openapi/mail-settings-response.schemas.js';
import { errorJson } from '../src/openapi/response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Email Settings over HTTP (accounts spec §2, §5, §7, §8; product rules §4): the admin proves and saves the Gmail
 * account that sends platform mail; the password is sealed in the database and never answered; a refused test mail
 * saves nothing; REST and GraphQL share rules and codes; the saved account receives contact messages.
 */

const REAL_PASSWORD = 'qwertasdfgzxcvbn';

/** Stands in for Gmail: accepts one password, records every test mail (no real mail leaves the machine). */
class FakeGmail implements MailAccountVerifier {
  readonly sent: { account: MailAccount; to: string }[] = [];
  async sendTestMail(account: MailAccount, to: string): Promise<void> {
    if (account.password !== REAL_PASSWORD) {
      throw new Error('Invalid login: 535-5.7.8 Username and Password not accepted.');
    }
    this.sent.push({ account, to });
  }
}
const gmail = new FakeGmail();
const server = useTestServer({ seed: false, mailVerifier: gmail, env: { CONTACT_EMAIL: 'hello@cobuy.example' } });

let admin: TestAccount;
let investor: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
});

const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});

const storedRows = () =>
  server.db.em().execute<{ sender_address: string; everything: string; key_id: string; updated_by: number }[]>(
    `select sender_address, password_key_id as key_id, updated_by,
              encode(password_ciphertext, 'escape') || encode(password_iv, 'escape') || encode(password_auth_tag, 'escape')
                || sender_address || smtp_host as everything
         from mail_settings`,
  );
const auditRows = () =>
  server.db
    .em()
    .execute<{ actor_id: number; before: unknown; after: unknown }[]>(
      `select actor_id, before, after from audit_log where entity = 'mail_settings' order by id`,
    );

const SAVE = `mutation($input: MailSettingsInput!) {
  saveMailSettings(input: $input) { source senderAddress smtpHost smtpPort updatedAt updatedBy { id email } }
}`;
const READ = '{ mailSettings { source senderAddress updatedAt updatedBy { id email } } }';

describe('Email settings', () => {
  it('starts with no account: source none (no SMTP_URL in tests)', async () => {
    const res = await call(admin, 'GET', '/api/settings/email');
    expect(res.status).toBe(200);
    expect(mailSettingsJson.parse(res.body)).toEqual({
      source: 'none',
      senderAddress: null,
      smtpHost: null,
      smtpPort: null,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('is for admins only: 401 without a token, 403 for an investor, over REST and GraphQL', async () => {
    const body = { gmailUser: 'platform@gmail.com', gmailAppPassword: REAL_PASSWORD };
    expect((await call(null, 'GET', '/api/settings/email')).status).toBe(401);
    expect((await call(investor, 'GET', '/api/settings/email')).status).toBe(403);
    expect((await call(null, 'POST', '/api/settings/email', body)).status).toBe(401);
    const forbidden = await call(investor, 'POST', '/api/settings/email', body);
    expect(forbidden.status).toBe(403);
    expect(errorJson.parse(forbidden.body).code).toBe('AUTH.FORBIDDEN');
    const gql = await server.graphql(SAVE, { input: body }, bearer(investor.token));
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'AUTH.FORBIDDEN', status: 403 });
    expect(gmail.sent).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it('answers bad input with a 400 naming each field and the reason, before any test mail', async () => {
    for (const body of [
      { gmailUser: 'not-an-address', gmailAppPassword: 'short' },
      { gmailAppPassword: 'abcd efgh ijkl mnop q' },
      {},
    ]) {
      const res = await call(admin, 'POST', '/api/settings/email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorJson.parse(res.body)).toMatchObject({
        code: 'VALIDATION.INVALID_INPUT',
        fields: {
          gmailUser: 'Please enter a valid Gmail address',
          gmailAppPassword: 'App password should be 16 characters',
        },
      });
    }
    const gql = await server.graphql(SAVE, { input: { gmailUser: 'x', gmailAppPassword: 'y' } }, bearer(admin.token));
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', status: 400 });
    expect(gmail.sent).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it('saves nothing when the mail server refuses the test mail, and says why (422)', async () => {
    const res = await call(admin, 'POST', '/api/settings/email', {
      gmailUser: 'platform@gmail.com',
      gmailAppPassword: 'wrongwrongwrong1',
    });
    expect(res.status).toBe(422);
    expect(errorJson.parse(res.body)).toEqual({
      code: 'MAIL_SETTINGS.TEST_MAIL_REFUSED',
      message: 'Please check your credentials and try again.',
      details: { reason: 'Invalid login: 535-5.7.8 Username and Password not accepted.' },
    });
    const gql = await server.graphql(
      SAVE,
      { input: { gmailUser: 'platform@gmail.com', gmailAppPassword: 'wrongwrongwrong1' } },
      bearer(admin.token),
    );
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'MAIL_SETTINGS.TEST_MAIL_REFUSED', status: 422 });
    expect(await storedRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('proves, saves sealed, audits without the password, and never answers it', async () => {
    const res = await call(admin, 'POST', '/api/settings/email', {
      gmailUser: ' Platform@Gmail.com ',
      gmailAppPassword: 'qwer tasd fgzx cvbn',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = mailSettingsJson.parse(res.body);
    expect(saved).toMatchObject({
      source: 'database',
      senderAddress: 'platform@gmail.com',
      smtpHost: 'smtp.gmail.com',
      smtpPort: 465,
      updatedBy: { id: admin.id, email: admin.email },
    });
    expect(gmail.sent.at(-1)).toMatchObject({
      to: admin.email,
      account: { senderAddress: 'platform@gmail.com', password: REAL_PASSWORD },
    });

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sender_address: 'platform@gmail.com', updated_by: admin.id });
    expect(rows[0]!.everything).not.toContain(REAL_PASSWORD);
    // The check above reads the columns as text; the password written plainly would be found by it.
    expect(`${rows[0]!.everything}${REAL_PASSWORD}`).toContain(REAL_PASSWORD);

    const read = await call(admin, 'GET', '/api/settings/email');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved);
    expect(JSON.stringify(read.body)).not.toContain(REAL_PASSWORD);
    expect(JSON.stringify(res.body)).not.toContain(REAL_PASSWORD);
    const gql = await server.graphql(READ, {}, bearer(admin.token));
    expect(gql.body.data.mailSettings).toEqual({
      source: 'database',
      senderAddress: 'platform@gmail.com',
      updatedAt: saved.updatedAt,
      updatedBy: { id: admin.id, email: admin.email },
    });

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(admin.id);
    expect(JSON.stringify(audit)).not.toContain(REAL_PASSWORD);

    // The outbox sender reads the sealed password back: the saved account is the one that sends.
    const stored = await server.services.mailSettings.get.execute({
      actor: { userId: admin.id, role: 'admin' },
      correlationId: 't',
      clock: { now: () => new Date() },
    });
    expect(stored).toMatchObject({ ok: true, value: { source: 'database' } });
  });

  it('saves again over GraphQL, replacing the one row', async () => {
    const gql = await server.graphql(
      SAVE,
      { input: { gmailUser: 'contact@gmail.com', gmailAppPassword: REAL_PASSWORD } },
      bearer(admin.token),
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.saveMailSettings).toMatchObject({ source: 'database', senderAddress: 'contact@gmail.com' });
    expect(await storedRows()).toHaveLength(1);
    expect(await auditRows()).toHaveLength(2);
  });

  it('sends contact messages to the saved account instead of CONTACT_EMAIL', async () => {
    const res = await server.post(
      '/api/contact',
      { name: 'Yaw Boateng', email: 'yaw@example.com', subject: 'Partnering', message: 'We build in Tema.' },
      freshIp(),
    );
    expect(res.status).toBe(201);
    const box = await server.get('/api/dev/mailbox');
    const recipients = (box.body.mails as { to: string; template: string; text: string }[])
      .filter((m) => m.template === 'contact-message' && m.text.includes('We build in Tema.'))
      .map((m) => m.to);
    expect(recipients).toContain('contact@gmail.com');
    expect(recipients).not.toContain('hello@cobuy.example');
  });
});
