import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, resetCodeFor, send } from './support/accounts-helpers.js';

const NEW_PASSWORD = 'Kakum-Canopy-Walk-7';

describe('REST accounts', () => {
  const server = useTestServer({ seed: false });

  describe('sign up', () => {
    it('creates the account (201) and never returns the password', async () => {
      const res = await server.post(
        '/api/users',
        {
          username: 'ama.owusu',
          email: 'Ama.Owusu@Example.com',
          password: 'Osu-Castle-1957',
          firstName: 'Ama',
          lastName: 'Owusu',
          role: 'admin',
        },
        freshIp(),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username: 'ama.owusu',
        email: 'ama.owusu@example.com',
        firstName: 'Ama',
        role: 'user',
        kycStatus: 'not_started',
        loginCount: 0,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|Osu-Castle/i);
    });

    it('refuses a taken email in any case (409) and a weak password (400), with the field', async () => {
      const taken = await server.post(
        '/api/users',
        {
          username: 'ama2',
          email: 'AMA.OWUSU@example.com',
          password: 'Osu-Castle-1957',
          firstName: 'Ama',
          lastName: 'Owusu',
        },
        freshIp(),
      );
      expect(taken).toMatchObject({
        status: 409,
        body: { code: 'ACCOUNTS.EMAIL_TAKEN', fields: { email: expect.any(String) } },
      });
      const weak = await server.post(
        '/api/users',
        { username: 'ama3', email: 'ama3@example.com', password: 'qwerty123', firstName: 'Ama', lastName: 'Owusu' },
        freshIp(),
      );
      expect(weak).toMatchObject({
        status: 400,
        body: { code: 'ACCOUNTS.WEAK_PASSWORD', fields: { password: expect.any(String) } },
      });
    });

    it('answers malformed bodies with 400, never 500', async () => {
      for (const body of [
        '{not json',
        '[]',
        'null',
        '"text"',
        JSON.stringify({ username: ['a'], email: 5, password: {} }),
      ]) {
        const res = await server.post('/api/users', body, freshIp());
        expect(res.status, body).toBe(400);
        expect(res.body.code).toBe('VALIDATION.INVALID_INPUT');
      }
    });
  });

  describe('sign in, current user, sign out', () => {
    it('signs in with the email in any case, counts the login, and knows the user by token', async () => {
      const account = await newAccount(server);
      const res = await server.post(
        '/api/auth/signin',
        { email: account.email.toUpperCase(), password: account.password },
        freshIp(),
      );
      expect(res.status).toBe(200);
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.user).toMatchObject({ username: account.username, email: account.email, loginCount: 2 });
      expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
      const me = await server.get('/api/auth/user', bearer(res.body.token));
      expect(me).toMatchObject({ status: 200, body: { id: account.id, username: account.username, role: 'user' } });
      expect(JSON.stringify(me.body)).not.toMatch(/password/i);
    });

    it('gives an unknown email and a wrong password the same answer', async () => {
      // That both paths do the same hashing work is proven deterministically in sign-in.use-case.test.ts
      // (a counting hasher); timing it here would only measure how busy the machine is.
      const account = await newAccount(server);
      const wrong = await server.post(
        '/api/auth/signin',
        { email: account.email, password: 'Not-The-Password-1' },
        freshIp(),
      );
      const unknown = await server.post(
        '/api/auth/signin',
        { email: 'nobody@example.com', password: 'Not-The-Password-1' },
        freshIp(),
      );
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'ACCOUNTS.INVALID_CREDENTIALS' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers 401 without a token, with an unknown one, and after sign out', async () => {
      expect((await server.get('/api/auth/user')).status).toBe(401);
      expect((await server.get('/api/auth/user', bearer('x'.repeat(43)))).status).toBe(401);
      expect((await server.get('/api/auth/user', { authorization: 'Basic abc' })).status).toBe(401);
      const account = await newAccount(server);
      const other = await server.post(
        '/api/auth/signin',
        { email: account.email, password: account.password },
        freshIp(),
      );
      const out = await server.post('/api/auth/logout', undefined, bearer(account.token));
      expect(out).toMatchObject({ status: 200, body: { message: 'Signed out' } });
      expect((await server.get('/api/auth/user', bearer(account.token))).status).toBe(401);
      expect((await server.post('/api/auth/logout', undefined, bearer(account.token))).status).toBe(401);
      // Only that session ends.
      expect((await server.get('/api/auth/user', bearer(other.body.token))).status).toBe(200);
    });

    it('locks an account after 5 failed sign-ins with 429 and Retry-After, from any address', async () => {
      const account = await newAccount(server);
      for (let i = 0; i < 5; i++) {
        expect(
          (await server.post('/api/auth/signin', { email: account.email, password: 'Wrong-Password-1' }, freshIp()))
            .status,
        ).toBe(401);
      }
      const locked = await server.post(
        '/api/auth/signin',
        { email: account.email, password: account.password },
        freshIp(),
      );
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('ACCOUNTS.RATE_LIMITED');
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(locked.body.details.retryAfterSeconds).toBe(retryAfter);
    });

    it('limits failed sign-ins per IP across accounts', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        await server.post('/api/auth/signin', { email: `guess${i}@example.com`, password: 'Wrong-Password-1' }, ip);
      }
      const account = await newAccount(server);
      const refused = await server.post('/api/auth/signin', { email: account.email, password: account.password }, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(
        (await server.post('/api/auth/signin', { email: account.email, password: account.password }, freshIp())).status,
      ).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for an unknown email and mails the code only to a real account', async () => {
      const account = await newAccount(server);
      const known = await server.post('/api/auth/forgot-password', { email: account.email }, freshIp());
      const unknown = await server.post('/api/auth/forgot-password', { email: 'nobody-at-all@example.com' }, freshIp());
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      await server.services.background.idle();
      const box = await server.get('/api/dev/mailbox');
      expect(box.body.mails.some((m: { to: string }) => m.to === 'nobody-at-all@example.com')).toBe(false);
      expect(await resetCodeFor(server, account.email)).toMatch(/^\d{6}$/);
    });

    it('resets with the mailed code, signs out every session, mails a notice, and the code works once', async () => {
      const account = await newAccount(server);
      await server.post('/api/auth/forgot-password', { email: account.email }, freshIp());
      const code = await resetCodeFor(server, account.email);
      const body = { email: account.email, token: code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      const reset = await server.post('/api/auth/reset-password', body, freshIp());
      expect(reset.status).toBe(200);
      expect(reset.body.message).toMatch(/reset/i);
      expect((await server.get('/api/auth/user', bearer(account.token))).status).toBe(401);
      expect(
        (await server.post('/api/auth/signin', { email: account.email, password: account.password }, freshIp())).status,
      ).toBe(401);
      expect(
        (await server.post('/api/auth/signin', { email: account.email, password: NEW_PASSWORD }, freshIp())).status,
      ).toBe(200);
      const again = await server.post(
        '/api/auth/reset-password',
        { ...body, newPassword: 'Another-Pass-99', confirmPassword: 'Another-Pass-99' },
        freshIp(),
      );
      expect(again).toMatchObject({
        status: 400,
        body: { code: 'ACCOUNTS.INVALID_RESET_CODE', message: 'Invalid or expired reset code' },
      });
      const box = await server.get('/api/dev/mailbox');
      expect(box.body.mails[0]).toMatchObject({ to: account.email, template: 'password-changed' });
    });

    it('refuses an expired code', async () => {
      const account = await newAccount(server);
      await server.post('/api/auth/forgot-password', { email: account.email }, freshIp());
      const code = await resetCodeFor(server, account.email);
      await server.db
        .em()
        .execute(
          `update password_reset_codes set expires_at = now() - interval '1 second' where user_id = ?`,
          [account.id],
          'run',
        );
      const res = await server.post(
        '/api/auth/reset-password',
        { email: account.email, token: code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        freshIp(),
      );
      expect(res).toMatchObject({ status: 400, body: { code: 'ACCOUNTS.INVALID_RESET_CODE' } });
    });

    it('allows 5 attempts on a code', async () => {
      const account = await newAccount(server);
      await server.post('/api/auth/forgot-password', { email: account.email }, freshIp());
      const code = await resetCodeFor(server, account.email);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await server.post(
          '/api/auth/reset-password',
          { email: account.email, token: wrong, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          freshIp(),
        );
        expect(res.status).toBe(400);
      }
      const right = await server.post(
        '/api/auth/reset-password',
        { email: account.email, token: code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        freshIp(),
      );
      expect(right).toMatchObject({ status: 400, body: { code: 'ACCOUNTS.INVALID_RESET_CODE' } });
    });

    it('limits reset attempts per IP with 429 and Retry-After', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        await server.post(
          '/api/auth/reset-password',
          { email: `p${i}@example.com`, token: '123456', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          ip,
        );
      }
      const res = await server.post(
        '/api/auth/reset-password',
        { email: 'q@example.com', token: '123456', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        ip,
      );
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('limits forgot-password per account with 429 and Retry-After, whether or not it exists', async () => {
      for (const email of ['limit-me@example.com']) {
        for (let i = 0; i < 3; i++)
          expect((await server.post('/api/auth/forgot-password', { email }, freshIp())).status).toBe(200);
        const res = await server.post('/api/auth/forgot-password', { email }, freshIp());
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
      }
    });

    it("checks the confirmation ('Passwords don't match') and the code format", async () => {
      const res = await server.post(
        '/api/auth/reset-password',
        { email: 'a@example.com', token: '12a', newPassword: NEW_PASSWORD, confirmPassword: 'other' },
        freshIp(),
      );
      expect(res).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION.INVALID_INPUT',
          fields: { confirmPassword: "Passwords don't match", token: 'The reset code is 6 digits' },
        },
      });
    });
  });

  describe('roles and contact', () => {
    it('lets an admin change a role, which applies to the next request', async () => {
      const admin = await adminAccount(server);
      const account = await newAccount(server);
      const up = await send(
        server,
        'PUT',
        `/api/admin/users/${account.id}/role`,
        { role: 'admin' },
        bearer(admin.token),
      );
      expect(up).toMatchObject({ status: 200, body: { id: account.id, role: 'admin' } });
      expect((await server.get('/api/auth/user', bearer(account.token))).body.role).toBe('admin');
      expect(
        (await send(server, 'PUT', `/api/admin/users/${admin.id}/role`, { role: 'user' }, bearer(admin.token))).body
          .code,
      ).toBe('ACCOUNTS.CANNOT_CHANGE_OWN_ROLE');
      expect(
        (await send(server, 'PUT', `/api/admin/users/999999/role`, { role: 'user' }, bearer(admin.token))).status,
      ).toBe(404);
      expect(
        (await send(server, 'PUT', `/api/admin/users/abc/role`, { role: 'user' }, bearer(admin.token))).status,
      ).toBe(400);
      const user = await newAccount(server);
      expect(
        (await send(server, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'admin' }, bearer(user.token))).status,
      ).toBe(403);
    });

    it('queues a contact message to the admins (201) and shows it in the development mailbox', async () => {
      await adminAccount(server);
      const res = await server.post(
        '/api/contact',
        {
          name: 'Yaw Boateng',
          email: 'yaw@example.com',
          subject: 'Partnering on Tema',
          message: 'We would like to list our Tema units.',
        },
        freshIp(),
      );
      expect(res).toMatchObject({ status: 201, body: { message: expect.stringContaining('24 hours') } });
      const box = await server.get('/api/dev/mailbox');
      const contact = box.body.mails.find((m: { template: string }) => m.template === 'contact-message');
      expect(contact).toMatchObject({
        replyTo: 'yaw@example.com',
        subject: expect.stringContaining('Partnering on Tema'),
      });
      const bad = await server.post(
        '/api/contact',
        { name: 'Y', email: 'x', subject: 'Hi', message: 'short' },
        freshIp(),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
    });

    it('serves the development mailbox page', async () => {
      const page = await fetch(`${server.url}/dev/mailbox`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('Development mailbox');
    });
  });
});
