import { beforeAll, describe, expect, it } from 'vitest';
import {
  mailPreferencesJson,
  otherSessionsEndedJson,
  passwordChangedJson,
  profileJson,
  sessionSummaryJson,
} from '../src/openapi/account-settings-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import {
  adminAccount,
  bearer,
  freshIp,
  newAccount,
  send,
  signIn,
  type TestAccount,
} from './support/accounts-helpers.js';
import { projectWithUnit } from './investing/support/investing-data.js';

/*
 * The /settings calls over HTTP (REST and GraphQL): profile, password change, mail preferences, sign-out of the
 * other sessions. Only the signed-in user's own data is reachable; mistakes are 4xx with a code and the field;
 * the mail preferences are honoured where mail is queued (application news, project updates), essential mail
 * always goes.
 */

const server = useTestServer({ seed: false });
const NEW_PASSWORD = 'Kakum-Canopy-Walk-7';

const call = (who: TestAccount | null, method: string, path: string, body?: unknown, ip = freshIp()) =>
  send(server, method, path, body, { ...(who ? bearer(who.token) : {}), ...ip });
const gql = (who: TestAccount | null, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, { ...(who ? bearer(who.token) : {}), ...freshIp() });

const mailsTo = async (address: string) =>
  (
    await server.db
      .em()
      .execute<{ template: string }[]>('select template from mail_outbox where to_address = ? order by id', [address])
  ).map((r) => r.template);

const sessionsEndedEvents = async (userId: number) =>
  (
    await server.db
      .em()
      .execute<{ payload: unknown }[]>(
        `select payload from domain_events where type = 'sessions.ended' and (payload->>'userId')::int = ? order by id`,
        [userId],
      )
  ).map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));

const sessionIdOf = async (token: string) => {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(token).digest('hex');
  const rows = await server.db.em().execute<{ id: number }[]>('select id from sessions where token_hash = ?', [hash]);
  return Number(rows[0]!.id);
};

let admin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
});

describe('the home currency', () => {
  it('is stored on the user, read back with the profile, and cleared with null', async () => {
    const ama = await newAccount(server);
    const saved = await call(ama, 'PUT', `/api/users/${ama.id}/home-currency`, { homeCurrency: 'GBP' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(profileJson.parse(saved.body)).toMatchObject({ userId: ama.id, homeCurrency: 'GBP' });
    expect((await call(ama, 'GET', `/api/users/${ama.id}/profile`)).body).toMatchObject({ homeCurrency: 'GBP' });
    const rows = await server.db
      .em()
      .execute<{ home_currency: string | null }[]>('select home_currency from users where id = ?', [ama.id]);
    expect(rows[0]!.home_currency).toBe('GBP');
    const cleared = await call(ama, 'PUT', `/api/users/${ama.id}/home-currency`, { homeCurrency: null });
    expect(cleared.body).toMatchObject({ homeCurrency: null });
  });

  it('answers a code that is not listed, or none, with a 400 on homeCurrency and keeps the choice', async () => {
    const ama = await newAccount(server);
    await call(ama, 'PUT', `/api/users/${ama.id}/home-currency`, { homeCurrency: 'GHS' });
    for (const body of [{ homeCurrency: 'CHF' }, { homeCurrency: 'ghs' }, { homeCurrency: 12 }, {}]) {
      const res = await call(ama, 'PUT', `/api/users/${ama.id}/home-currency`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        message: 'Invalid input',
        code: 'VALIDATION.INVALID_INPUT',
        fields: {
          homeCurrency: 'Choose one of the listed currencies: USD, GHS, NGN, XOF, XAF, GBP, EUR, CNY, JPY, KRW',
        },
      });
    }
    expect((await call(ama, 'GET', `/api/users/${ama.id}/profile`)).body).toMatchObject({ homeCurrency: 'GHS' });
  });

  it("is the owner's only, and works over GraphQL with the same rule", async () => {
    const ama = await newAccount(server);
    const kofi = await newAccount(server, 'kofi');
    for (const who of [kofi, admin]) {
      const put = await call(who, 'PUT', `/api/users/${ama.id}/home-currency`, { homeCurrency: 'EUR' });
      expect(put).toMatchObject({ status: 403, body: { code: 'AUTH.FORBIDDEN' } });
    }
    const set = 'mutation($c: String) { setMyHomeCurrency(homeCurrency: $c) { userId homeCurrency } }';
    expect((await gql(ama, set, { c: 'NGN' })).body).toEqual({
      data: { setMyHomeCurrency: { userId: ama.id, homeCurrency: 'NGN' } },
    });
    const bad = await gql(ama, set, { c: 'XYZ' });
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { homeCurrency: expect.stringContaining('listed currencies') },
    });
    expect((await gql(ama, '{ myProfile { homeCurrency } }')).body).toEqual({
      data: { myProfile: { homeCurrency: 'NGN' } },
    });
  });
});

describe('the profile', () => {
  it('reads and changes the names and the phone (normalised); the email stays as it is', async () => {
    const ama = await newAccount(server);
    const read = await call(ama, 'GET', `/api/users/${ama.id}/profile`);
    expect(read.status).toBe(200);
    expect(profileJson.parse(read.body)).toEqual({
      userId: ama.id,
      email: ama.email,
      firstName: 'Ama',
      lastName: 'Owusu',
      phone: null,
      homeCurrency: null,
    });

    const saved = await call(ama, 'PUT', `/api/users/${ama.id}/profile`, {
      firstName: ' Akosua ',
      lastName: 'Mensah',
      phone: '+233 24 123-4567',
      email: 'changed@example.com',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      userId: ama.id,
      email: ama.email,
      firstName: 'Akosua',
      lastName: 'Mensah',
      phone: '+233241234567',
      homeCurrency: null,
    });
    expect((await call(ama, 'GET', '/api/auth/user')).body).toMatchObject({ firstName: 'Akosua', email: ama.email });
    const audit = await server.db
      .em()
      .execute<{ action: string; actor_id: number; after: unknown }[]>(
        `select action, actor_id, after from audit_log where entity = 'user' and entity_id = ? order by id`,
        [String(ama.id)],
      );
    expect(audit.map((r) => [r.action, r.actor_id])).toEqual([['user.profile_updated', ama.id]]);
  });

  it('answers bad input with a 400 naming each field', async () => {
    const ama = await newAccount(server);
    const res = await call(ama, 'PUT', `/api/users/${ama.id}/profile`, {
      firstName: '',
      lastName: 'Owusu',
      phone: '024 123 4567',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Invalid input',
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        firstName: 'First name is required',
        phone: 'Enter the number in international format: + and the country code, for example +233 24 123 4567',
      },
    });
    const notJson = await call(ama, 'PUT', `/api/users/${ama.id}/profile`, '{"firstName":');
    expect(notJson.status).toBe(400);
  });

  it("never reaches another user's profile: 403 for another user and for an admin, 401 signed out", async () => {
    const ama = await newAccount(server);
    const kofi = await newAccount(server, 'kofi');
    for (const who of [kofi, admin]) {
      expect((await call(who, 'GET', `/api/users/${ama.id}/profile`)).status).toBe(403);
      const put = await call(who, 'PUT', `/api/users/${ama.id}/profile`, { firstName: 'X', lastName: 'Y' });
      expect(put).toMatchObject({ status: 403, body: { code: 'AUTH.FORBIDDEN' } });
    }
    expect((await call(null, 'GET', `/api/users/${ama.id}/profile`)).status).toBe(401);
    expect((await call(ama, 'GET', `/api/users/${ama.id}/profile`)).body.firstName).toBe('Ama');
  });

  it('works over GraphQL with the same rules', async () => {
    const ama = await newAccount(server);
    const saved = await gql(
      ama,
      'mutation($input: ProfileInput!) { updateMyProfile(input: $input) { userId firstName lastName phone email } }',
      { input: { firstName: 'Efua', lastName: 'Asante', phone: '+44 20 7946 0958' } },
    );
    expect(saved.body.data.updateMyProfile).toEqual({
      userId: ama.id,
      firstName: 'Efua',
      lastName: 'Asante',
      phone: '+442079460958',
      email: ama.email,
    });
    const bad = await gql(
      ama,
      'mutation { updateMyProfile(input: { firstName: "Efua", lastName: "A", phone: "12" }) { userId } }',
    );
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      status: 400,
      fields: { phone: expect.stringContaining('international format') },
    });
    expect((await gql(ama, '{ myProfile { phone } }')).body.data.myProfile).toEqual({ phone: '+442079460958' });
    expect((await gql(null, '{ myProfile { phone } }')).body.errors[0].extensions.code).toBe('AUTH.UNAUTHENTICATED');
  });
});

describe('changing the password', () => {
  const change = (who: TestAccount, body: object, userId = who.id, ip = freshIp()) =>
    call(who, 'PUT', `/api/users/${userId}/password`, body, ip);
  const form = (over: object = {}) => ({
    currentPassword: 'Labadi-Beach-42',
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...over,
  });

  it('keeps this session, ends the others, mails a notice and lets the new password sign in', async () => {
    const ama = await newAccount(server);
    const otherDevice = await signIn(server, ama.email, ama.password);
    const res = await change(ama, form());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(passwordChangedJson.parse(res.body)).toEqual({
      message: 'Your password has been changed. 1 other device was signed out.',
      otherSessionsEnded: 1,
    });
    expect((await call(ama, 'GET', '/api/auth/user')).status).toBe(200);
    expect((await send(server, 'GET', '/api/auth/user', undefined, bearer(otherDevice))).status).toBe(401);
    const oldPassword = await send(
      server,
      'POST',
      '/api/auth/signin',
      { email: ama.email, password: ama.password },
      freshIp(),
    );
    expect(oldPassword.status).toBe(401);
    await signIn(server, ama.email, NEW_PASSWORD);
    expect(await mailsTo(ama.email)).toEqual(['password-changed']);
    expect(await sessionsEndedEvents(ama.id)).toEqual([
      {
        userId: ama.id,
        sessionIds: [await sessionIdOf(otherDevice)],
        keptSessionId: await sessionIdOf(ama.token),
        reason: 'password_changed',
      },
    ]);
  });

  it('answers a wrong current password with a 400 and its code on the field, not a 401', async () => {
    const ama = await newAccount(server);
    const res = await change(ama, form({ currentPassword: 'Not-My-Password-1' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Your current password is not correct',
      code: 'ACCOUNTS.WRONG_CURRENT_PASSWORD',
      fields: { currentPassword: 'Your current password is not correct' },
    });
    expect((await call(ama, 'GET', '/api/auth/user')).status).toBe(200);
    await signIn(server, ama.email, ama.password);
  });

  it('answers a weak, unconfirmed or unchanged new password and missing fields with a 400 on the field', async () => {
    const ama = await newAccount(server);
    expect((await change(ama, form({ newPassword: 'password1', confirmPassword: 'password1' }))).body).toMatchObject({
      code: 'ACCOUNTS.WEAK_PASSWORD',
      fields: { newPassword: 'This password is too common; choose another' },
    });
    expect((await change(ama, form({ confirmPassword: 'Kakum-Canopy-Walk-8' }))).body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { confirmPassword: "Passwords don't match" },
    });
    expect((await change(ama, form({ newPassword: ama.password, confirmPassword: ama.password }))).body.fields).toEqual(
      { newPassword: 'Choose a password different from your current one' },
    );
    const empty = await change(ama, {});
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
  });

  it('allows 5 wrong current passwords, then answers 429 with Retry-After, whatever the address', async () => {
    const ama = await newAccount(server);
    for (let i = 0; i < 5; i++) {
      expect((await change(ama, form({ currentPassword: `Wrong-Guess-${i}` }))).status).toBe(400);
    }
    const locked = await change(ama, form());
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('ACCOUNTS.RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    await signIn(server, ama.email, ama.password);
  });

  it("cannot change another user's password: 403 for another user and for an admin", async () => {
    const ama = await newAccount(server);
    const kofi = await newAccount(server, 'kofi');
    for (const who of [kofi, admin]) {
      const res = await change(who, form({ currentPassword: who.password }), ama.id);
      expect(res).toMatchObject({ status: 403, body: { code: 'AUTH.FORBIDDEN' } });
    }
    await signIn(server, ama.email, ama.password);
  });

  it('works over GraphQL with the same codes', async () => {
    const ama = await newAccount(server);
    const mutation =
      'mutation($input: ChangePasswordInput!) { changeMyPassword(input: $input) { message otherSessionsEnded } }';
    const wrong = await gql(ama, mutation, { input: form({ currentPassword: 'Not-My-Password-1' }) });
    expect(wrong.body.errors[0].extensions).toEqual({
      code: 'ACCOUNTS.WRONG_CURRENT_PASSWORD',
      status: 400,
      fields: { currentPassword: 'Your current password is not correct' },
    });
    const done = await gql(ama, mutation, { input: form() });
    expect(done.body.data.changeMyPassword).toEqual({
      message: 'Your password has been changed. No other device was signed in.',
      otherSessionsEnded: 0,
    });
    await signIn(server, ama.email, NEW_PASSWORD);
  });
});

describe('mail preferences', () => {
  it('reads every optional mail on, changes one, and refuses unknown keys and non-booleans', async () => {
    const ama = await newAccount(server);
    const path = `/api/users/${ama.id}/mail-preferences`;
    expect(mailPreferencesJson.parse((await call(ama, 'GET', path)).body)).toEqual({
      projectUpdates: true,
      applicationNews: true,
    });
    const saved = await call(ama, 'PUT', path, { projectUpdates: false });
    expect(saved).toMatchObject({ status: 200, body: { projectUpdates: false, applicationNews: true } });
    expect((await call(ama, 'GET', path)).body).toEqual({ projectUpdates: false, applicationNews: true });

    const unknown = await call(ama, 'PUT', path, { paymentConfirmed: false });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields._).toContain('Not a mail preference: paymentConfirmed');
    expect((await call(ama, 'PUT', path, { applicationNews: 'off' })).body.fields).toEqual({
      applicationNews: 'must be true or false',
    });
  });

  it("never reaches another user's preferences", async () => {
    const ama = await newAccount(server);
    const kofi = await newAccount(server, 'kofi');
    for (const who of [kofi, admin]) {
      expect((await call(who, 'GET', `/api/users/${ama.id}/mail-preferences`)).status).toBe(403);
      expect((await call(who, 'PUT', `/api/users/${ama.id}/mail-preferences`, { projectUpdates: false })).status).toBe(
        403,
      );
    }
    expect((await call(ama, 'GET', `/api/users/${ama.id}/mail-preferences`)).body.projectUpdates).toBe(true);
  });

  it('are honoured where mail is queued: optional mail stops when turned off, essential mail always goes', async () => {
    const ama = await newAccount(server);
    const yaw = await newAccount(server, 'yaw');
    const project = await projectWithUnit(server.db, { price: '100000.00' });
    const apply = async (who: TestAccount) => {
      const res = await call(who, 'POST', '/api/project-interests', {
        userId: who.id,
        projectId: project.projectId,
        unitId: project.unitId,
        interestAmount: '25000',
        currency: 'USD',
        contactPreference: 'email',
        contactInfo: who.email,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };

    // On by default: the receipt of the application is mailed.
    await apply(ama);
    expect(await mailsTo(ama.email)).toEqual(['application-received']);

    // Yaw turns every optional mail off (over GraphQL), then applies: no receipt.
    const off = await gql(
      yaw,
      'mutation { updateMyMailPreferences(input: { projectUpdates: false, applicationNews: false }) { projectUpdates applicationNews } }',
    );
    expect(off.body.data.updateMyMailPreferences).toEqual({ projectUpdates: false, applicationNews: false });
    await apply(yaw);
    expect(await mailsTo(yaw.email)).toEqual([]);

    // An admin posts an update: both applicants are its audience; only Ama is mailed.
    const posted = await call(admin, 'POST', `/api/projects/${project.projectId}/updates`, {
      title: 'Roof slab poured',
      description: 'Block B reached the fifth floor.',
      progressPercentage: 45,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(await mailsTo(ama.email)).toEqual(['application-received', 'project-update']);
    expect(await mailsTo(yaw.email)).toEqual([]);
    const [mail] = await server.db
      .em()
      .execute<{ subject: string; text_body: string }[]>(
        `select subject, text_body from mail_outbox where to_address = ? and template = 'project-update'`,
        [ama.email],
      );
    expect(mail!.subject).toBe(`${project.title}: Roof slab poured`);
    expect(mail!.text_body).toContain(`/projects/${project.projectId}`);

    // Essential mail goes whatever the preferences: Yaw changes his password and is told.
    const changed = await call(yaw, 'PUT', `/api/users/${yaw.id}/password`, {
      currentPassword: yaw.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await mailsTo(yaw.email)).toEqual(['password-changed']);
  });

  it('leave a deactivated account out of the project-update mail', async () => {
    const ama = await newAccount(server);
    const project = await projectWithUnit(server.db, { price: '100000.00' });
    const applied = await call(ama, 'POST', '/api/project-interests', {
      userId: ama.id,
      projectId: project.projectId,
      interestAmount: '25000',
      contactPreference: 'email',
      contactInfo: ama.email,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect((await call(admin, 'PATCH', `/api/admin/users/${ama.id}/active`, { isActive: false })).status).toBe(200);
    const posted = await call(admin, 'POST', `/api/projects/${project.projectId}/updates`, {
      title: 'Foundations done',
      description: 'All foundations are in.',
      progressPercentage: 20,
    });
    expect(posted.status).toBe(201);
    expect(await mailsTo(ama.email)).toEqual(['application-received']);
  });
});

describe('signing out of the other sessions', () => {
  it('counts the other sessions, ends them all but this one, and publishes sessions.ended', async () => {
    const ama = await newAccount(server);
    const others = [await signIn(server, ama.email, ama.password), await signIn(server, ama.email, ama.password)];
    const kofi = await newAccount(server, 'kofi');

    const before = await call(ama, 'GET', '/api/auth/sessions');
    expect(before.status).toBe(200);
    expect(sessionSummaryJson.parse(before.body).otherSessions).toBe(2);

    const res = await call(ama, 'POST', '/api/auth/sessions/revoke-others');
    expect(res.status).toBe(200);
    expect(otherSessionsEndedJson.parse(res.body)).toEqual({
      message: 'Signed out of 2 other sessions. This device stays signed in.',
      sessionsEnded: 2,
    });
    for (const token of others)
      expect((await send(server, 'GET', '/api/auth/user', undefined, bearer(token))).status).toBe(401);
    expect((await call(ama, 'GET', '/api/auth/user')).status).toBe(200);
    expect((await call(kofi, 'GET', '/api/auth/user')).status).toBe(200);
    expect((await call(ama, 'GET', '/api/auth/sessions')).body.otherSessions).toBe(0);
    expect(await sessionsEndedEvents(ama.id)).toEqual([
      {
        userId: ama.id,
        sessionIds: await Promise.all(others.map(sessionIdOf)),
        keptSessionId: await sessionIdOf(ama.token),
        reason: 'signed_out_elsewhere',
      },
    ]);
    expect(await sessionsEndedEvents(kofi.id)).toEqual([]);
  });

  it('works over GraphQL and is refused signed out', async () => {
    const ama = await newAccount(server);
    await signIn(server, ama.email, ama.password);
    expect(
      (await gql(ama, '{ mySessions { otherSessions currentSession { expiresAt } } }')).body.data.mySessions,
    ).toMatchObject({
      otherSessions: 1,
    });
    expect((await gql(ama, 'mutation { signOutOtherSessions { sessionsEnded } }')).body.data).toEqual({
      signOutOtherSessions: { sessionsEnded: 1 },
    });
    expect((await gql(ama, '{ mySessions { otherSessions } }')).body.data.mySessions.otherSessions).toBe(0);
    expect((await call(null, 'POST', '/api/auth/sessions/revoke-others')).status).toBe(401);
    expect(
      (await gql(null, 'mutation { signOutOtherSessions { sessionsEnded } }')).body.errors[0].extensions.code,
    ).toBe('AUTH.UNAUTHENTICATED');
  });
});
