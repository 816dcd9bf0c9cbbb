import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { CountUnreadNotifications } from './count-unread-notifications/count-unread-notifications.use-case.js';
import { ListNotifications } from './list-notifications/list-notifications.use-case.js';
import { MakeNotifications, NOTIFICATIONS_CONSUMER } from './make-notifications/make-notifications.consumer.js';
import { MarkAllNotificationsRead } from './mark-all-notifications-read/mark-all-notifications-read.use-case.js';
import { MarkNotificationRead } from './mark-notification-read/mark-notification-read.use-case.js';
import { notificationsTestKit } from './testing/in-memory-notifications.js';

const at = new Date('2026-11-26T09:00:00Z');
const ADMIN = 900;

function setUp() {
  const kit = notificationsTestKit([ADMIN]);
  return {
    ...kit,
    consumer: new MakeNotifications(kit),
    list: new ListNotifications(kit),
    count: new CountUnreadNotifications(kit),
    markRead: new MarkNotificationRead(kit),
    markAll: new MarkAllNotificationsRead(kit),
  };
}

describe('the notification consumer', () => {
  it('makes the notifications of a batch, announces each, and moves past the batch', async () => {
    const { consumer, publish, notifications, published, feed, ctx } = setUp();
    publish({ type: 'application.approved', applicationId: 1, userId: 7, reason: null, at });
    publish({ type: 'unit.changed', unitId: 1, from: 'a', to: 'b', at });
    publish({ type: 'contact.message_received', senderName: 'Yaw', subject: 'Listing', at });

    expect(await consumer.run(ctx(null))).toBe(2);
    expect(notifications.rows.map((n) => [n.userId, n.title])).toEqual([
      [7, 'Application approved'],
      [ADMIN, 'New contact message'],
    ]);
    expect(published).toEqual(
      notifications.rows.map((n) => ({
        type: 'notification.created',
        userId: n.userId,
        notificationId: n.id,
        at: expect.any(Date),
      })),
    );
    expect(feed.positions.get(NOTIFICATIONS_CONSUMER)).toBe(3);
    expect(await consumer.run(ctx(null))).toBe(0);
  });

  it('a batch seen again (its position not moved) makes and announces nothing twice', async () => {
    const { consumer, publish, notifications, published, feed, ctx } = setUp();
    publish({ type: 'application.approved', applicationId: 1, userId: 7, reason: null, at });
    await consumer.run(ctx(null));
    feed.positions.delete(NOTIFICATIONS_CONSUMER);
    expect(await consumer.run(ctx(null))).toBe(1);
    expect(notifications.rows).toHaveLength(1);
    expect(published).toHaveLength(1);
  });
});

describe('the notification consumer with a look at the outbox first', () => {
  it('an idle run opens no unit of work; a run with events waiting makes their notifications', async () => {
    const kit = notificationsTestKit([ADMIN]);
    let units = 0;
    let waiting = false;
    const consumer = new MakeNotifications({
      uow: { run: (work) => ((units += 1), kit.uow.run(work)) },
      pending: { anyFor: async (consumer) => consumer === NOTIFICATIONS_CONSUMER && waiting },
    });
    expect(await consumer.run(kit.ctx(null))).toBe(0);
    expect(units).toBe(0);
    kit.publish({ type: 'application.approved', applicationId: 1, userId: 7, reason: null, at });
    waiting = true;
    expect(await consumer.run(kit.ctx(null))).toBe(1);
    expect(units).toBe(1);
    expect(kit.notifications.rows.map((n) => n.userId)).toEqual([7]);
  });
});

describe('the calls', () => {
  async function withNotes() {
    const s = setUp();
    for (let i = 1; i <= 60; i += 1) {
      s.publish({ type: 'application.approved', applicationId: i, userId: 7, reason: null, at });
    }
    s.publish({ type: 'application.approved', applicationId: 99, userId: 8, reason: null, at });
    while ((await s.consumer.run(s.ctx(null))) > 0);
    return s;
  }

  it('lists the newest 50 unless told, pages back, and refuses limits out of range', async () => {
    const { list, ctx } = await withNotes();
    const first = await runUseCase(list, ctx(7), { userId: 7 });
    expect(first.ok && first.value.length).toBe(50);
    const lastId = first.ok ? first.value.at(-1)!.id : 0;
    const next = await runUseCase(list, ctx(7), { userId: 7, before: lastId, limit: '100' });
    expect(next.ok && next.value.map((n) => n.id)).toEqual(Array.from({ length: 10 }, (_, i) => 10 - i));
    for (const limit of [0, 101, 2.5]) {
      const bad = await runUseCase(list, ctx(7), { userId: 7, limit });
      expect(bad.ok ? null : bad.error.code).toBe('VALIDATION.INVALID_INPUT');
    }
  });

  it("another investor's list and count are refused; an admin reads them", async () => {
    const { list, count, ctx } = await withNotes();
    const refusedList = await runUseCase(list, ctx(8), { userId: 7 });
    const refusedCount = await runUseCase(count, ctx(8), { userId: 7 });
    expect([refusedList, refusedCount].map((r) => (r.ok ? null : r.error.code))).toEqual([
      'AUTH.FORBIDDEN',
      'AUTH.FORBIDDEN',
    ]);
    expect((await runUseCase(list, ctx(ADMIN, 'admin'), { userId: 7 })).ok).toBe(true);
    expect((await runUseCase(count, ctx(ADMIN, 'admin'), { userId: 7 })).ok).toBe(true);
    expect(await runUseCase(count, ctx(7), { userId: 7 })).toEqual({ ok: true, value: { count: 60 } });
  });

  it('marks read for the owner only; marking all is the owner’s too', async () => {
    const { markRead, markAll, count, notifications, ctx } = await withNotes();
    const mine = notifications.rows.find((n) => n.userId === 7)!;
    for (const [who, role] of [
      [8, 'user'],
      [ADMIN, 'admin'],
    ] as const) {
      const refused = await runUseCase(markRead, ctx(who, role), { id: mine.id });
      expect(refused.ok ? null : refused.error.code).toBe('NOTIFICATION.NOT_FOUND');
    }
    expect(await runUseCase(markRead, ctx(7), { id: mine.id })).toMatchObject({ ok: true, value: { isRead: true } });
    expect(await runUseCase(count, ctx(7), { userId: 7 })).toEqual({ ok: true, value: { count: 59 } });
    const othersAll = await runUseCase(markAll, ctx(ADMIN, 'admin'), { userId: 7 });
    expect(othersAll.ok ? null : othersAll.error.code).toBe('AUTH.FORBIDDEN');
    expect(await runUseCase(markAll, ctx(7), { userId: 7 })).toEqual({ ok: true, value: { updated: 59 } });
    expect(await runUseCase(count, ctx(8), { userId: 8 })).toEqual({ ok: true, value: { count: 1 } });
  });
});
