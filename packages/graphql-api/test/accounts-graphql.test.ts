import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestServer, type TestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, resetCodeFor } from './support/accounts-helpers.js';

const USER_FIELDS = 'id username email firstName lastName role kycStatus loginCount lastLoginAt createdAt';

/** One operation over graphql-ws, authenticated with the given connection parameters. */
async function overWebSocket(server: TestServer, query: string, connectionParams?: Record<string, unknown>) {
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  try {
    return await new Promise<any>((resolve, reject) => {
      let result: unknown;
      client.subscribe(
        { query },
        { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('GraphQL accounts', () => {
  const server = useTestServer({ seed: false });

  it('signs up, signs in, knows the user from the bearer header, and signs out', async () => {
    const signUp = await server.graphql(
      `mutation($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`,
      {
        input: {
          username: 'kofi.gql',
          email: 'Kofi.Gql@Example.com',
          password: 'Labadi-Beach-42',
          firstName: 'Kofi',
          lastName: 'Asante',
        },
      },
      freshIp(),
    );
    expect(signUp.body.errors).toBeUndefined();
    expect(signUp.body.data.signUp).toMatchObject({
      username: 'kofi.gql',
      email: 'kofi.gql@example.com',
      role: 'user',
      kycStatus: 'not_started',
    });

    const signIn = await server.graphql(
      `mutation($input: SignInInput!) { signIn(input: $input) { token expiresAt user { username loginCount } } }`,
      { input: { email: 'kofi.gql@example.com', password: 'Labadi-Beach-42' } },
      freshIp(),
    );
    const { token, user } = signIn.body.data.signIn;
    expect(user).toEqual({ username: 'kofi.gql', loginCount: 1 });

    const me = await server.graphql('{ me { username role } }', {}, bearer(token));
    expect(me.body.data.me).toEqual({ username: 'kofi.gql', role: 'user' });

    const out = await server.graphql('mutation { signOut { message } }', {}, bearer(token));
    expect(out.body.data.signOut.message).toBe('Signed out');
    const after = await server.graphql('{ me { username } }', {}, bearer(token));
    expect(after.body.data.me).toBeNull();
    expect(after.body.errors[0].extensions).toMatchObject({ code: 'AUTH.UNAUTHENTICATED', status: 401 });
  });

  it('carries the error codes, fields and retry delay in extensions', async () => {
    const wrong = await server.graphql(
      'mutation { signIn(input: { email: "nobody@example.com", password: "whatever-it-is" }) { token } }',
      {},
      freshIp(),
    );
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'ACCOUNTS.INVALID_CREDENTIALS' },
    });

    const weak = await server.graphql(
      'mutation { signUp(input: { username: "weak1", email: "weak1@example.com", password: "password1", firstName: "A", lastName: "B" }) { id } }',
      {},
      freshIp(),
    );
    expect(weak.body.errors[0].extensions).toMatchObject({
      code: 'ACCOUNTS.WEAK_PASSWORD',
      fields: { password: expect.any(String) },
    });

    const ip = freshIp();
    let last: any;
    for (let i = 0; i < 4; i++) {
      last = await server.graphql('mutation { forgotPassword(email: "gql-limit@example.com") { message } }', {}, ip);
    }
    expect(last.body.errors[0].extensions).toMatchObject({
      code: 'ACCOUNTS.RATE_LIMITED',
      status: 429,
      details: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('resets a password with the mailed code', async () => {
    const account = await newAccount(server);
    const forgot = await server.graphql(
      `mutation { forgotPassword(email: "${account.email}") { message } }`,
      {},
      freshIp(),
    );
    expect(forgot.body.data.forgotPassword.message).toMatch(/If an account exists/);
    const code = await resetCodeFor(server, account.email);
    const reset = await server.graphql(
      'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }',
      {
        input: {
          email: account.email,
          token: code,
          newPassword: 'Kakum-Canopy-Walk-7',
          confirmPassword: 'Kakum-Canopy-Walk-7',
        },
      },
      freshIp(),
    );
    expect(reset.body.errors).toBeUndefined();
    expect((await server.graphql('{ me { id } }', {}, bearer(account.token))).body.errors[0].extensions.code).toBe(
      'AUTH.UNAUTHENTICATED',
    );
  });

  it('changes roles for admins only, and sends contact messages', async () => {
    const admin = await adminAccount(server);
    const account = await newAccount(server);
    const mutation = `mutation { changeUserRole(userId: ${account.id}, role: admin) { id role } }`;
    expect((await server.graphql(mutation, {}, bearer(account.token))).body.errors[0].extensions.code).toBe(
      'AUTH.FORBIDDEN',
    );
    expect((await server.graphql(mutation, {}, bearer(admin.token))).body.data.changeUserRole).toEqual({
      id: account.id,
      role: 'admin',
    });

    const contact = await server.graphql(
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }',
      {
        input: { name: 'Yaw', email: 'yaw@example.com', subject: 'Hello there', message: 'A message of some length.' },
      },
      freshIp(),
    );
    expect(contact.body.data.sendContactMessage.message).toMatch(/24 hours/);
  });

  it('authenticates graphql-ws with the token in connectionParams, as authorization or token', async () => {
    const account = await newAccount(server);
    const viaAuthorization = await overWebSocket(server, '{ me { username } }', {
      authorization: `Bearer ${account.token}`,
    });
    expect(viaAuthorization.data.me).toEqual({ username: account.username });
    const viaToken = await overWebSocket(server, '{ me { username } }', { token: account.token });
    expect(viaToken.data.me).toEqual({ username: account.username });
    const anonymous = await overWebSocket(server, '{ me { username } }');
    expect(anonymous.errors[0].extensions.code).toBe('AUTH.UNAUTHENTICATED');

    await server.post('/api/auth/logout', undefined, bearer(account.token));
    const revoked = await overWebSocket(server, '{ me { username } }', { token: account.token });
    expect(revoked.errors[0].extensions.code).toBe('AUTH.UNAUTHENTICATED');
  });
});
