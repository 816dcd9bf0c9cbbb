import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestServer } from '../src/testing/test-server.js';
import {
  adminAccount,
  bearer,
  newAccount,
  resetCodeFor,
  send,
  signIn,
  type TestAccount,
} from './support/accounts-helpers.js';
import {
  FUNDING_CHANGED,
  NOTIFICATION_ADDED,
  openChannel,
  signedInChannel,
  storedNotifications,
  subscribe,
  until,
  type ChannelClient,
  type SubscriptionClient,
} from './support/live-helpers.js';
import {
  approveApplication,
  approvedKyc,
  confirmPayment,
  expressInterest,
  PROJECT_FUNDING_QUERY,
  projectWithUnit,
  type JourneyApi,
} from './support/live-journey.js';

/*
 * Issue 18, items 3, 4 and 9: notifications pushed over graphql-ws (`notificationAdded`) and the /ws channel of
 * investor spec §4 to the person concerned only, a project's funding pushed to whoever watches it, subscription
 * auth (no token, a revoked token, another user's id, a deactivated user), sockets closed when their session ends,
 * and the /ws protocol's refusals, caps and heartbeats. One process (in-process live updates); the two-process
 * test runs the same path across processes over Redis. The relay runs, as in production.
 */

const PER_USER = 4;
const server = useTestServer({
  seed: false,
  liveRelay: true,
  env: { SOCKETS_PER_USER: String(PER_USER), SOCKET_HEARTBEAT_SECONDS: '0.5', WS_AUTH_TIMEOUT_SECONDS: '0.6' },
});
const api: JourneyApi = {
  graphql: (query, variables, headers) => server.graphql(query, variables, headers),
  sql: (text, params) => server.db.em().execute(text, params),
};

let admin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
});

/** Everything done so far has made its notifications and been relayed (what the workers do on their own). */
async function settled(): Promise<void> {
  await server.services.background.idle();
  await server.services.live.relay.idle();
}

/**
 * An investor with approved KYC who has applied for a unit of a project of their own, with the notification of
 * that application already relayed (so a socket opened now hears only what comes next).
 */
async function applicant() {
  const investor = await newAccount(server);
  await approvedKyc(api, investor.id);
  const { projectId, unitId } = await projectWithUnit(api);
  const applicationId = await expressInterest(api, investor, projectId, unitId);
  await settled();
  return { investor, projectId, unitId, applicationId };
}

const titles = (notifications: { title: string }[]) => notifications.map((n) => n.title);

describe('notifications pushed to their person', () => {
  it("reaches each of the investor's sockets once, as stored, and nobody else's", async () => {
    const { investor, applicationId } = await applicant();
    const stranger = await newAccount(server);
    const before = server.services.live.hub.size.notifications;
    const mine = await subscribe(server, NOTIFICATION_ADDED, {}, investor.token);
    const channel = await signedInChannel(server, investor);
    const theirs = await subscribe(server, NOTIFICATION_ADDED, {}, stranger.token);
    const theirChannel = await signedInChannel(server, stranger);
    await until(() => server.services.live.hub.size.notifications === before + 4);

    await approveApplication(api, admin, applicationId);
    const approval = ['Application approved', 'Payment instructions'];
    await until(
      () => mine.results.length >= 2 && channel.notifications().length >= 2,
      () => 'two notifications',
    );
    // Then something for the stranger: once it has arrived, everything sent before it has too.
    const { projectId, unitId } = await projectWithUnit(api);
    await approvedKyc(api, stranger.id);
    await expressInterest(api, stranger, projectId, unitId);
    await until(() => theirs.results.length === 1 && theirChannel.notifications().length === 1);

    const stored = await storedNotifications(server, investor);
    const pushed = mine.values('notificationAdded');
    expect(titles(pushed).sort()).toEqual(approval.sort());
    expect(titles(channel.notifications()).sort()).toEqual(approval.sort());
    // The pushed notification is the stored one, field for field, on both channels.
    for (const n of pushed) expect(stored).toContainEqual(n);
    expect(channel.notifications()).toEqual(pushed);
    expect(pushed.every((n: { isRead: boolean }) => n.isRead === false)).toBe(true);
    // The stranger heard only of their own application.
    expect(titles(theirs.values('notificationAdded'))).toEqual(['Application received']);
    expect(titles(theirChannel.notifications())).toEqual(['Application received']);
    // And nothing more reached the investor meanwhile.
    expect(mine.results).toHaveLength(2);
    expect(channel.notifications()).toHaveLength(2);
  });
});

describe("a project's funding pushed to whoever watches it", () => {
  it('pushes the figures the project page shows, to a visitor, when a payment is confirmed', async () => {
    const { investor, projectId, unitId, applicationId } = await applicant();
    const watcher = await subscribe(server, FUNDING_CHANGED, { projectId });
    const other = await projectWithUnit(api);
    const elsewhere = await subscribe(server, FUNDING_CHANGED, { projectId: other.projectId });
    await until(() => server.services.live.hub.size.funding >= 2);

    const investmentId = await approveApplication(api, admin, applicationId);
    await confirmPayment(api, admin, investmentId);
    await until(() => watcher.results.some((r) => r.data.projectFundingChanged.currentFunding !== '0.00'));

    const page = (await server.graphql(PROJECT_FUNDING_QUERY, { id: projectId })).body.data.project;
    const last = watcher.values('projectFundingChanged').at(-1);
    expect(last).toEqual({ projectId, ...page });
    expect(last).toMatchObject({
      currentFunding: '25000.00',
      totalInvestmentNeeded: '100000.00',
      units: [{ id: unitId, status: 'partially_funded', currentInvestment: '25000.00' }],
      unitStatistics: { partiallyFundedUnits: 1, availableUnits: 0 },
    });
    expect(elsewhere.results).toEqual([]);
    expect(investor.id).toBeGreaterThan(0);
  });

  it('refuses to watch a project that does not exist', async () => {
    const watcher = await subscribe(server, FUNDING_CHANGED, { projectId: 987654 });
    await until(() => watcher.errors.length > 0);
    expect(watcher.errors[0].extensions).toMatchObject({ code: 'PROJECT.NOT_FOUND' });
  });
});

describe('who gets no events', () => {
  const refusedSubscription = async (token?: string) => {
    const client = await subscribe(server, NOTIFICATION_ADDED, {}, token);
    await until(() => client.errors.length > 0);
    return client.errors[0].extensions.code as string;
  };

  it('refuses notificationAdded without a token, with a revoked one, and for a deactivated user', async () => {
    expect(await refusedSubscription()).toBe('AUTH.UNAUTHENTICATED');
    const gone = await newAccount(server);
    await send(server, 'POST', '/api/auth/logout', undefined, bearer(gone.token));
    expect(await refusedSubscription(gone.token)).toBe('AUTH.UNAUTHENTICATED');
    const deactivated = await newAccount(server);
    await send(server, 'PATCH', `/api/admin/users/${deactivated.id}/active`, { isActive: false }, bearer(admin.token));
    expect(await refusedSubscription(deactivated.token)).toBe('AUTH.UNAUTHENTICATED');
  });

  it('refuses /ws for another user id (admins included), a missing, made-up or revoked token', async () => {
    const ama = await newAccount(server);
    const kofi = await newAccount(server);
    const revoked = await newAccount(server);
    await send(server, 'POST', '/api/auth/logout', undefined, bearer(revoked.token));
    const attempts: [Record<string, unknown>, string, number][] = [
      [{ userId: kofi.id, token: ama.token }, 'AUTH.FORBIDDEN', 4403],
      [{ userId: ama.id, token: admin.token }, 'AUTH.FORBIDDEN', 4403],
      [{ userId: ama.id }, 'AUTH.UNAUTHENTICATED', 4401],
      [{ userId: ama.id, token: 'made-up' }, 'AUTH.UNAUTHENTICATED', 4401],
      [{ userId: revoked.id, token: revoked.token }, 'AUTH.UNAUTHENTICATED', 4401],
      [{ userId: 'one', token: ama.token }, 'VALIDATION.INVALID_INPUT', 4400],
    ];
    for (const [auth, code, closeCode] of attempts) {
      const channel = await openChannel(server);
      channel.send({ type: 'auth', ...auth });
      expect(await channel.closed, JSON.stringify(auth)).toMatchObject({ code: closeCode });
      expect(channel.messages).toEqual([{ type: 'error', code, message: expect.any(String) }]);
    }
  });
});

describe('a live connection ends with its session', () => {
  /** A graphql-ws subscription and a /ws socket of `account`, both registered. */
  async function sockets(account: TestAccount): Promise<[SubscriptionClient, ChannelClient]> {
    // Both acknowledge only once their session is held (connection_ack, auth_success).
    return [await subscribe(server, NOTIFICATION_ADDED, {}, account.token), await signedInChannel(server, account)];
  }

  it('closes both sockets of a session signed out (4401), and only those', async () => {
    const ama = await newAccount(server);
    const laptop = { ...ama, token: await signIn(server, ama.email, ama.password) };
    const [subscription, channel] = await sockets(ama);
    const [laptopSubscription, laptopChannel] = await sockets(laptop);
    await send(server, 'POST', '/api/auth/logout', undefined, bearer(ama.token));
    const ended = { code: 4401, reason: 'Session ended: signed out' };
    expect(await subscription.closed).toEqual(ended);
    expect(await channel.closed).toEqual(ended);
    // The laptop's session is another one: its sockets still answer.
    laptopChannel.send({ type: 'ping' });
    await until(() => laptopChannel.messages.some((m) => m.type === 'pong'));
    expect(laptopSubscription.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the sockets of the other sessions when the password is changed or the others are signed out', async () => {
    const esi = await newAccount(server);
    const laptop = { ...esi, token: await signIn(server, esi.email, esi.password) };
    const [subscription, channel] = await sockets(laptop);
    const changed = await send(
      server,
      'PUT',
      `/api/users/${esi.id}/password`,
      { currentPassword: esi.password, newPassword: 'Kakum-Canopy-Walk-7', confirmPassword: 'Kakum-Canopy-Walk-7' },
      bearer(esi.token),
    );
    expect(changed.status).toBe(200);
    const ended = { code: 4401, reason: 'Session ended: password changed' };
    expect(await subscription.closed).toEqual(ended);
    expect(await channel.closed).toEqual(ended);

    const phone = { ...esi, token: await signIn(server, esi.email, 'Kakum-Canopy-Walk-7') };
    const [phoneSubscription, phoneChannel] = await sockets(phone);
    const [own] = await sockets(esi);
    expect((await send(server, 'POST', '/api/auth/sessions/revoke-others', undefined, bearer(esi.token))).status).toBe(
      200,
    );
    const elsewhere = { code: 4401, reason: 'Session ended: signed out from another session' };
    expect(await phoneSubscription.closed).toEqual(elsewhere);
    expect(await phoneChannel.closed).toEqual(elsewhere);
    // The session that asked keeps its sockets.
    expect(own.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket of a user an admin deactivates', async () => {
    const kofi = await newAccount(server);
    const [subscription, channel] = await sockets(kofi);
    await send(server, 'PATCH', `/api/admin/users/${kofi.id}/active`, { isActive: false }, bearer(admin.token));
    const ended = { code: 4401, reason: 'Session ended: account deactivated' };
    expect(await subscription.closed).toEqual(ended);
    expect(await channel.closed).toEqual(ended);
  });

  it('closes every socket of a user whose password is reset', async () => {
    const yaa = await newAccount(server);
    const [subscription, channel] = await sockets(yaa);
    await send(server, 'POST', '/api/auth/forgot-password', { email: yaa.email });
    const code = await resetCodeFor(server, yaa.email);
    const reset = await send(server, 'POST', '/api/auth/reset-password', {
      email: yaa.email,
      token: code,
      newPassword: 'Kakum-Canopy-Walk-7',
      confirmPassword: 'Kakum-Canopy-Walk-7',
    });
    expect(reset.status).toBe(200);
    const ended = { code: 4401, reason: 'Session ended: password reset' };
    expect(await subscription.closed).toEqual(ended);
    expect(await channel.closed).toEqual(ended);
  });
});

describe('the /ws protocol', () => {
  it('answers auth_success, then pong to ping', async () => {
    const ama = await newAccount(server);
    const channel = await signedInChannel(server, ama);
    channel.send({ type: 'ping' });
    await until(() => channel.messages.length === 2);
    expect(channel.messages).toEqual([{ type: 'auth_success' }, { type: 'pong' }]);
  });

  it('closes on a message that is not JSON, not auth first, a second auth, or one over 4 KB', async () => {
    const cases: [(c: ChannelClient) => void, number][] = [
      [(c) => c.send('not json'), 4400],
      [(c) => c.send({ type: 'ping' }), 4400],
      [(c) => c.send({ type: 'subscribe' }), 4400],
      [(c) => c.send({ type: 'auth', token: 'x'.repeat(5000) }), 1009],
    ];
    for (const [act, code] of cases) {
      const channel = await openChannel(server);
      act(channel);
      expect((await channel.closed).code).toBe(code);
      if (code === 4400) expect(channel.messages).toEqual([expect.objectContaining({ code: 'LIVE.BAD_MESSAGE' })]);
    }
    const ama = await newAccount(server);
    const twice = await signedInChannel(server, ama);
    twice.send({ type: 'auth', userId: ama.id, token: ama.token });
    expect((await twice.closed).code).toBe(4400);
  });

  it('closes a socket that does not authenticate in time (4408)', async () => {
    const channel = await openChannel(server);
    expect(await channel.closed).toEqual({ code: 4408, reason: 'Authentication timeout' });
    expect(channel.messages).toEqual([expect.objectContaining({ type: 'error', code: 'LIVE.AUTH_TIMEOUT' })]);
  });

  it('counts /ws and graphql-ws sockets against one cap per account (4008)', async () => {
    const ama = await newAccount(server);
    for (let i = 0; i < PER_USER - 1; i++) await subscribe(server, NOTIFICATION_ADDED, {}, ama.token);
    await signedInChannel(server, ama);
    const refused = await openChannel(server);
    refused.send({ type: 'auth', userId: ama.id, token: ama.token });
    expect(await refused.closed).toEqual({ code: 4008, reason: 'Too many open connections for this account' });
    expect(refused.messages).toEqual([expect.objectContaining({ code: 'REQUEST.TOO_MANY_CONNECTIONS' })]);
  });

  it('drops a connection that stops answering pings, and keeps one that answers', async () => {
    const ama = await newAccount(server);
    const alive = await signedInChannel(server, ama);
    const dead = await openChannel(server, { autoPong: false });
    dead.send({ type: 'auth', userId: ama.id, token: ama.token });
    // Terminated by the server: no close frame, so the client sees 1006.
    expect((await dead.closed).code).toBe(1006);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('subscriptions over HTTP', () => {
  it('are refused with 400 and where to go, not run', async () => {
    const answer = await server.graphql('subscription { notificationAdded { id } }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({
      message: 'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});

describe('the limits of the socket apply to subscriptions', () => {
  it('refuses a subscription over the alias limit', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ');
    const client = await subscribe(server, `subscription { notificationAdded { ${aliases} } }`);
    await until(() => client.errors.length > 0);
    expect(client.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
