import { systemClock } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationJson } from '../src/openapi/notifications-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { insertApprovedKyc, interestIn, kycSteps, projectWithUnit } from './investing/support/investing-data.js';
import { contextOf, run, valueOf } from './investing/support/investing-fixture.js';

/*
 * Stored notifications end to end (product rules §6, investor spec §2/§7): the real use cases publish events,
 * the consumer makes the notifications for exactly the people concerned, and the calls serve them to their
 * owner only (admins may read anyone's, and mark only their own).
 */

const server = useTestServer({ seed: false });
let admin: TestAccount;
let adminIds: number[];

type Listed = { id: number; title: string; message: string; type: string; isRead: boolean; createdAt: string };

const list = async (who: TestAccount, userId = who.id, query = ''): Promise<Listed[]> => {
  const res = await server.get(`/api/notifications/${userId}${query}`, bearer(who.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed[];
};
const unread = async (who: TestAccount) =>
  (await server.get(`/api/notifications/${who.id}/unread-count`, bearer(who.token))).body as { count: number };
const titlesOf = async (userId: number) =>
  (
    await server.db
      .em()
      .execute<{ title: string }[]>('select title from notifications where user_id = ? order by id', [userId])
  ).map((r) => r.title);

/** Lets the consumer run as the server runs it: the nudge after each commit, then the worker's poll. */
async function settle(): Promise<void> {
  await server.services.background.idle();
  await server.services.notificationJobs.drainNotifications();
}

/** An investor (signed in over HTTP) with approved KYC and an application for a unit of its own project. */
async function applicant(amount = '30000.00') {
  const investor = await newAccount(server);
  await insertApprovedKyc(server.db, investor.id);
  const project = await projectWithUnit(server.db, { price: '100000.00' });
  const application = valueOf(
    await run(
      server.services.investing.expressInterest,
      contextOf(investor.id, 'user', systemClock),
      interestIn(project.projectId, project.unitId, amount),
    ),
  );
  return { investor, project, applicationId: application.id };
}

beforeAll(async () => {
  admin = await adminAccount(server);
  const rows = await server.db
    .em()
    .execute<{ id: number }[]>(`select id from users where role = 'admin' and is_active order by id`);
  adminIds = rows.map((r) => Number(r.id));
});

describe('who is notified of what', () => {
  it('an application: the investor and every active admin hear of it; a bystander hears nothing', async () => {
    const bystander = await newAccount(server);
    const { investor, project, applicationId } = await applicant('25000');
    // Only the nudge after the commit: no poll needed within this process.
    await server.services.background.idle();

    const mine = await list(investor);
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        title: 'Application received',
        message:
          `We received your application for ${project.title}, unit A1 (USD 25,000.00). We will review it and let ` +
          'you know the outcome here.',
        type: 'other',
        isRead: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(notificationJson.safeParse(mine[0]).error?.issues ?? []).toEqual([]);
    for (const id of adminIds) {
      expect(await titlesOf(id)).toContain('New application');
    }
    const [adminCopy] = await list(admin);
    expect(adminCopy!.message).toBe(
      `Application #${applicationId} for ${project.title}, unit A1: USD 25,000.00. It is waiting for review.`,
    );
    expect(await titlesOf(bystander.id)).toEqual([]);
  });

  it('approval with KYC done: approved, then payment instructions with reference, exact amount and due date', async () => {
    const { investor, project, applicationId } = await applicant('30000.50');
    const view = valueOf(
      await run(server.services.investing.approveApplication, contextOf(admin.id, 'admin', systemClock), {
        applicationId,
      }),
    );
    await settle();
    const listed = await list(investor);
    expect(listed.map((n) => n.title).sort()).toEqual([
      'Application approved',
      'Application received',
      'Payment instructions',
    ]);
    expect(listed.find((n) => n.title === 'Application approved')).toMatchObject({ type: 'milestone' });
    const instructions = listed.find((n) => n.title === 'Payment instructions');
    const [investment] = await server.db
      .em()
      .execute<{ payment_reference: string }[]>('select payment_reference from investments where id = ?', [
        view.investmentId,
      ]);
    expect(instructions).toMatchObject({ title: 'Payment instructions', type: 'alert' });
    expect(instructions!.message).toMatch(
      new RegExp(
        `^Please pay USD 30,000\\.50 for ${project.title}, unit A1 with the reference ` +
          `${investment!.payment_reference} by \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} UTC\\.`,
      ),
    );

    await run(server.services.investing.confirmPayment, contextOf(admin.id, 'admin', systemClock), {
      investmentId: view.investmentId,
    });
    await settle();
    expect((await list(investor))[0]).toMatchObject({
      title: 'Payment confirmed',
      type: 'completion',
      message: `We received your payment of USD 30,000.50 for ${project.title}, unit A1. Your investment is now active.`,
    });
  });

  it('KYC: admins hear of the submission, the investor of the rejection with its reason', async () => {
    const investor = await newAccount(server);
    const steps = kycSteps(server.services, investor.id, admin.id);
    await steps.submit();
    await settle();
    const submitted = await server.db
      .em()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from notifications where title = 'New KYC submission' and user_id = ?`,
        [admin.id],
      );
    expect(Number(submitted[0]!.n)).toBeGreaterThan(0);
    expect(await titlesOf(investor.id)).toEqual([]);

    await steps.reject(server.db);
    await settle();
    expect((await list(investor))[0]).toMatchObject({
      title: 'Identity verification not approved',
      type: 'alert',
      message:
        'Your identity verification (KYC) was not approved. Reason: Blurred passport You can correct your ' +
        'documents and submit again.',
    });
  });

  it('a project update reaches its applicants; a contact message the admins only', async () => {
    const { investor, project } = await applicant();
    const outsider = await newAccount(server);
    valueOf(
      await run(server.services.projectUpdates.post, contextOf(admin.id, 'admin', systemClock), {
        projectId: project.projectId,
        title: 'Roof completed',
        description: 'The roof of block A is on.',
        progressPercentage: 60,
        updateType: 'milestone',
      }),
    );
    const contact = await server.post('/api/contact', {
      name: 'Yaw Boateng',
      email: 'yaw@example.com',
      subject: 'Listing in Tema',
      message: 'We build in Tema and would like to list with you.',
    });
    expect(contact.status).toBe(201);
    await settle();

    expect((await list(investor))[0]).toMatchObject({
      title: 'Project update: Roof completed',
      type: 'milestone',
      message: `${project.title} posted an update: "Roof completed". See the project page for the details.`,
    });
    expect(await titlesOf(outsider.id)).toEqual([]);
    expect((await list(admin))[0]).toMatchObject({
      title: 'New contact message',
      message: 'Yaw Boateng wrote about "Listing in Tema". The full message is in the contact inbox.',
    });
    expect(await titlesOf(investor.id)).not.toContain('New contact message');
  });

  it('each notification is made once and announced once (notification.created carries user and id)', async () => {
    const { investor } = await applicant();
    await settle();
    await settle();
    const rows = await server.db
      .em()
      .execute<{ id: number }[]>('select id from notifications where user_id = ?', [investor.id]);
    expect(rows).toHaveLength(1);
    const announced = await server.db
      .em()
      .execute<{ payload: { userId: number; notificationId: number } | string }[]>(
        `select payload from domain_events where type = 'notification.created' and (payload->>'userId')::int = ?`,
        [investor.id],
      );
    expect(announced.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload))).toEqual([
      { userId: investor.id, notificationId: Number(rows[0]!.id) },
    ]);
  });
});

describe('the calls: owner only', () => {
  it('counts unread, marks one read (owner only), then all', async () => {
    const { investor, project } = await applicant();
    const other = await newAccount(server);
    valueOf(
      await run(server.services.projectUpdates.post, contextOf(admin.id, 'admin', systemClock), {
        projectId: project.projectId,
        title: 'Foundations poured',
        description: 'Block A foundations are done.',
        progressPercentage: 20,
        updateType: 'progress',
      }),
    );
    await settle();
    expect(await unread(investor)).toEqual({ count: 2 });
    const [newest] = await list(investor);

    // Someone else's notification is not found, for another investor and an admin alike; nothing changes.
    for (const who of [other, admin]) {
      const res = await send(server, 'PUT', `/api/notifications/${newest!.id}/read`, undefined, bearer(who.token));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOTIFICATION.NOT_FOUND' });
    }
    expect(await unread(investor)).toEqual({ count: 2 });

    const marked = await send(
      server,
      'PUT',
      `/api/notifications/${newest!.id}/read`,
      undefined,
      bearer(investor.token),
    );
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: newest!.id, isRead: true });
    expect(await unread(investor)).toEqual({ count: 1 });

    // Another person's list is refused; an admin may read it.
    expect((await server.get(`/api/notifications/${investor.id}`, bearer(other.token))).status).toBe(403);
    expect((await server.get(`/api/notifications/${investor.id}/unread-count`, bearer(other.token))).status).toBe(403);
    expect((await list(admin, investor.id)).map((n) => n.id)).toEqual((await list(investor)).map((n) => n.id));
    const othersAll = await send(
      server,
      'PUT',
      `/api/notifications/${investor.id}/read-all`,
      undefined,
      bearer(admin.token),
    );
    expect(othersAll.status).toBe(403);

    const all = await send(
      server,
      'PUT',
      `/api/notifications/${investor.id}/read-all`,
      undefined,
      bearer(investor.token),
    );
    expect(all.body).toEqual({ updated: 1 });
    expect(await unread(investor)).toEqual({ count: 0 });
    expect((await list(investor)).every((n) => n.isRead)).toBe(true);
  });

  it('lists newest first, bounded, and pages back with before', async () => {
    const investor = await newAccount(server);
    const em = server.db.em();
    await em.execute(
      `insert into notifications (user_id, type, title, message, source_key, created_at)
       select ?, 'other', 'Note ' || n, 'Message ' || n, 'test:' || n, now() from generate_series(1, 60) n`,
      [investor.id],
      'run',
    );
    const first = await list(investor);
    expect(first).toHaveLength(50);
    expect(first[0]!.title).toBe('Note 60');
    expect(first.map((n) => n.id)).toEqual([...first.map((n) => n.id)].sort((a, b) => b - a));
    const next = await list(investor, investor.id, `?limit=20&before=${first.at(-1)!.id}`);
    expect(next.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${10 - i}`));
    for (const bad of ['?limit=0', '?limit=101', '?limit=abc', '?before=-1']) {
      const res = await server.get(`/api/notifications/${investor.id}${bad}`, bearer(investor.token));
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT' });
    }
  });

  it('GraphQL: the same list, count and marks, for the signed-in user', async () => {
    const { investor } = await applicant();
    await settle();
    const auth = bearer(investor.token);
    const query = `{ notifications { id title message type isRead createdAt } unreadNotificationCount }`;
    const before = await server.graphql(query, {}, auth);
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data.unreadNotificationCount).toBe(1);
    expect(before.body.data.notifications).toEqual(await list(investor));
    const id = before.body.data.notifications[0].id as number;

    const other = await newAccount(server);
    const stranger = await server.graphql(
      `mutation($id: Int!) { markNotificationRead(id: $id) { id } }`,
      { id },
      bearer(other.token),
    );
    expect(stranger.body.errors[0].extensions.code).toBe('NOTIFICATION.NOT_FOUND');
    const foreign = await server.graphql(
      `query($u: Int) { notifications(userId: $u) { id } }`,
      { u: investor.id },
      bearer(other.token),
    );
    expect(foreign.body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    expect(foreign.body.data).toBeNull();

    const marked = await server.graphql(
      `mutation($id: Int!) { markNotificationRead(id: $id) { id isRead } }`,
      { id },
      auth,
    );
    expect(marked.body.data.markNotificationRead).toEqual({ id, isRead: true });
    const all = await server.graphql(`mutation { markAllNotificationsRead { updated } }`, {}, auth);
    expect(all.body.data.markAllNotificationsRead).toEqual({ updated: 0 });
    expect((await server.graphql(`{ unreadNotificationCount }`, {}, auth)).body.data.unreadNotificationCount).toBe(0);
  });

  it('the list costs the same number of SQL statements with 2 notifications or 80', async () => {
    const statementsFor = async (count: number) => {
      const investor = await newAccount(server);
      await server.db.em().execute(
        `insert into notifications (user_id, type, title, message, source_key, created_at)
         select ?, 'other', 'Note ' || n, 'Message ' || n, 'count:' || n, now() from generate_series(1, ?) n`,
        [investor.id, count],
        'run',
      );
      const auth = bearer(investor.token);
      server.resetQueries();
      await list(investor);
      const rest = server.queries.length;
      server.resetQueries();
      await server.graphql(`{ notifications { id title } unreadNotificationCount }`, {}, auth);
      return { rest, graphql: server.queries.length };
    };
    const small = await statementsFor(2);
    const large = await statementsFor(80);
    expect(large).toEqual(small);
    expect(small.rest).toBeLessThanOrEqual(5);
  });
});
