import { DEMO_ADMIN } from '@cobuy/application';
import type { TestServer } from '../../src/testing/test-server.js';

let ipCounter = 0;
/** A fresh client address per call site, so per-IP limits of one test do not leak into another. */
export function freshIp(): Record<string, string> {
  ipCounter++;
  return { 'x-forwarded-for': `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}` };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

let userCounter = 0;
export interface TestAccount {
  readonly id: number;
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly token: string;
}

/** Signs up and signs in a new user through the REST API. */
export async function newAccount(server: TestServer, prefix = 'investor'): Promise<TestAccount> {
  userCounter++;
  const username = `${prefix}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  const password = 'Labadi-Beach-42';
  const signUp = await server.post(
    '/api/users',
    { username, email, password, firstName: 'Ama', lastName: 'Owusu' },
    freshIp(),
  );
  if (signUp.status !== 201) throw new Error(`sign up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const token = await signIn(server, email, password);
  return { id: signUp.body.id, email, username, password, token };
}

export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const res = await server.post('/api/auth/signin', { email, password }, freshIp());
  if (res.status !== 200) throw new Error(`sign in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** The demo admin (created at start-up outside production), signed in. */
export async function adminAccount(server: TestServer): Promise<TestAccount> {
  await server.services.accountsStartup.ensureAccounts();
  const token = await signIn(server, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const me = await server.get('/api/auth/user', bearer(token));
  return {
    id: me.body.id,
    email: DEMO_ADMIN.email,
    username: DEMO_ADMIN.username,
    password: DEMO_ADMIN.password,
    token,
  };
}

/** The latest reset code mailed to this address, read from the development mailbox like a developer would. */
export async function resetCodeFor(server: TestServer, email: string): Promise<string> {
  // Forgot-password answers first and mails after: wait for that work, as a person waits for the mail.
  await server.services.background.idle();
  const box = await server.get('/api/dev/mailbox');
  const mail = (box.body.mails as { to: string; template: string; text: string }[]).find(
    (m) => m.to === email && m.template === 'password-reset-code',
  );
  const code = mail && /reset code is: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

/** Any method, JSON in and out (the test server's helpers cover GET and POST only). */
export async function send(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
