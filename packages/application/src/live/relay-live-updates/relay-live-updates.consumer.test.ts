import { localized, type DomainEvent, type LocalizedText } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { FakeLiveUpdates, InMemoryLiveRelay } from '../testing/in-memory-live.js';
import { LIVE_PUSH_MAX_AGE_MS, RelayLiveUpdates } from './relay-live-updates.consumer.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const ctx = { actor: null, correlationId: 'test', clock: { now: () => new Date(NOW) } };
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function relayKit() {
  const uow = new InMemoryLiveRelay();
  const live = new FakeLiveUpdates();
  return { uow, live, relay: new RelayLiveUpdates({ uow, live }) };
}

const notification = (id: number, userId: number) => ({
  id,
  userId,
  title: 'Application approved',
  message: 'Your application for East Legon Heights, unit A-01 was approved.',
  type: 'milestone' as const,
  isRead: false,
  createdAt: NOW.toISOString(),
  language: null,
});

describe('the live relay', () => {
  it('with a look at the outbox first, an idle run opens no unit of work, and a run with events relays them', async () => {
    const uow = new InMemoryLiveRelay();
    const live = new FakeLiveUpdates();
    let units = 0;
    const counted = { run: <T>(work: Parameters<typeof uow.run<T>>[0]) => ((units += 1), uow.run(work)) };
    let waiting = false;
    const looks: string[] = [];
    const pending = {
      anyFor: async (consumer: string) => {
        looks.push(consumer);
        return waiting;
      },
    };
    const relay = new RelayLiveUpdates({ uow: counted, live, pending });
    expect(await relay.run(ctx)).toBe(0);
    expect(units).toBe(0);
    expect(looks).toEqual(['live.relay']);
    uow.notifications.set(7, notification(7, 3));
    uow.add({ type: 'notification.created', userId: 3, notificationId: 7, at: NOW });
    waiting = true;
    expect(await relay.run(ctx)).toBe(1);
    expect(units).toBe(1);
    expect(live.published).toHaveLength(1);
  });

  it("pushes a stored notification to its user, with the list's fields, once", async () => {
    const { uow, live, relay } = relayKit();
    uow.notifications.set(7, notification(7, 3));
    uow.add({ type: 'notification.created', userId: 3, notificationId: 7, at: NOW });
    expect(await relay.run(ctx)).toBe(1);
    expect(live.published).toEqual([
      [
        {
          type: 'notification.added',
          userId: 3,
          notification: {
            id: 7,
            title: 'Application approved',
            message: 'Your application for East Legon Heights, unit A-01 was approved.',
            type: 'milestone',
            isRead: false,
            createdAt: NOW.toISOString(),
          },
        },
      ],
    ]);
    expect(await relay.run(ctx)).toBe(0);
    expect(live.published).toHaveLength(1);
  });

  it("pushes a notification in its owner's chosen language, drawn like the stored list", async () => {
    const uow = new InMemoryLiveRelay();
    const live = new FakeLiveUpdates();
    const messages = { render: (language: string, text: LocalizedText) => `${language}:${text.id}` };
    const relay = new RelayLiveUpdates({ uow, live, messages });
    const text = { title: localized('notifications.title'), message: localized('notifications.message') };
    uow.notifications.set(7, { ...notification(7, 3), text, language: 'fr' });
    uow.notifications.set(8, { ...notification(8, 4), text, language: null });
    uow.notifications.set(9, { ...notification(9, 5), language: 'ar' });
    uow.add({ type: 'notification.created', userId: 3, notificationId: 7, at: NOW });
    uow.add({ type: 'notification.created', userId: 4, notificationId: 8, at: NOW });
    uow.add({ type: 'notification.created', userId: 5, notificationId: 9, at: NOW });
    await relay.run(ctx);
    const pushed = live.published[0]!.map((m) => (m.type === 'notification.added' ? m.notification : null));
    // French: drawn from the catalog ids; no choice, or made before the catalogs: the stored English.
    expect(pushed[0]).toEqual({
      id: 7,
      title: 'fr:notifications.title',
      message: 'fr:notifications.message',
      type: 'milestone',
      isRead: false,
      createdAt: NOW.toISOString(),
    });
    expect(pushed[1]).toMatchObject({ title: 'Application approved' });
    expect(pushed[2]).toMatchObject({ title: 'Application approved' });
    // Only the pushed form's fields cross the processes.
    for (const n of pushed)
      expect(Object.keys(n!).sort()).toEqual(['createdAt', 'id', 'isRead', 'message', 'title', 'type']);
  });

  it('relays ended sessions as they were ended', async () => {
    const { uow, live, relay } = relayKit();
    uow.add({
      type: 'sessions.ended',
      userId: 4,
      sessionIds: [11],
      keptSessionId: null,
      reason: 'signed_out',
      at: NOW,
    });
    uow.add({
      type: 'sessions.ended',
      userId: 5,
      sessionIds: null,
      keptSessionId: 9,
      reason: 'signed_out_elsewhere',
      at: NOW,
    });
    await relay.run(ctx);
    expect(live.published.flat()).toEqual([
      { type: 'sessions.ended', userId: 4, sessionIds: [11], keptSessionId: null, reason: 'signed_out' },
      { type: 'sessions.ended', userId: 5, sessionIds: null, keptSessionId: 9, reason: 'signed_out_elsewhere' },
    ]);
  });

  it('names each project whose funding moved, once per batch; a change that moves no funding names none', async () => {
    const { uow, live, relay } = relayKit();
    for (const [unit, project] of [
      [1, 10],
      [2, 10],
      [3, 20],
      [4, 30],
      [5, 40],
      [6, 50],
    ] as const) {
      uow.units.set(unit, project);
    }
    const events: DomainEvent[] = [
      { type: 'payment.confirmed', investmentId: 1, userId: 3, unitId: 1, amount: '5000.00', at: NOW },
      {
        type: 'investment.changed',
        investmentId: 1,
        userId: 3,
        unitId: 2,
        from: 'awaiting_payment',
        to: 'active',
        at: NOW,
      },
      { type: 'unit.changed', unitId: 3, from: 'available', to: 'partially_funded', at: NOW },
      {
        type: 'unit.sold',
        unitId: 4,
        soldPrice: '90000.00',
        profitGenerated: '10000.00',
        shares: [],
        developerShare: '10000.00',
        at: NOW,
      },
      // A reservation and a lapsed window move nothing the project page shows.
      { type: 'investment.changed', investmentId: 2, userId: 3, unitId: 5, from: null, to: 'pending_kyc', at: NOW },
      {
        type: 'investment.changed',
        investmentId: 3,
        userId: 3,
        unitId: 6,
        from: 'awaiting_payment',
        to: 'cancelled',
        at: NOW,
      },
    ];
    events.forEach((e) => uow.add(e));
    expect(await relay.run(ctx)).toBe(6);
    expect(live.published).toEqual([[{ type: 'project.funding_changed', projectIds: [10, 20, 30] }]]);

    uow.add({
      type: 'investment.changed',
      investmentId: 4,
      userId: 3,
      unitId: 6,
      from: 'active',
      to: 'cancelled',
      at: NOW,
    });
    await relay.run(ctx);
    expect(live.published[1]).toEqual([{ type: 'project.funding_changed', projectIds: [50] }]);
  });

  it('keeps the events in the outbox when they cannot be handed on, and relays them once it can', async () => {
    const { uow, live, relay } = relayKit();
    uow.notifications.set(8, notification(8, 3));
    uow.add({ type: 'notification.created', userId: 3, notificationId: 8, at: NOW });
    uow.add({
      type: 'sessions.ended',
      userId: 3,
      sessionIds: null,
      keptSessionId: null,
      reason: 'deactivated',
      at: NOW,
    });
    live.failing = true;
    await expect(relay.run(ctx)).rejects.toThrow('Connection is closed.');
    await expect(relay.run(ctx)).rejects.toThrow();
    live.failing = false;
    expect(await relay.run(ctx)).toBe(2);
    expect(live.published.flat().map((m) => m.type)).toEqual(['notification.added', 'sessions.ended']);
  });

  it('pushes no stale notification (the list has it) but still ends stale sessions', async () => {
    const { uow, live, relay } = relayKit();
    uow.notifications.set(9, notification(9, 3));
    uow.notifications.set(10, notification(10, 3));
    uow.add({ type: 'notification.created', userId: 3, notificationId: 9, at: ago(LIVE_PUSH_MAX_AGE_MS + 1) });
    uow.add({ type: 'notification.created', userId: 3, notificationId: 10, at: ago(LIVE_PUSH_MAX_AGE_MS) });
    uow.add({
      type: 'sessions.ended',
      userId: 3,
      sessionIds: [1],
      keptSessionId: null,
      reason: 'signed_out',
      at: ago(86_400_000),
    });
    expect(await relay.run(ctx)).toBe(3);
    expect(live.published.flat()).toMatchObject([
      { type: 'notification.added', notification: { id: 10 } },
      { type: 'sessions.ended', userId: 3 },
    ]);
  });

  it('never pushes a notification to anyone but its owner, nor one that no longer exists', async () => {
    const { uow, live, relay } = relayKit();
    uow.notifications.set(11, notification(11, 5));
    uow.add({ type: 'notification.created', userId: 3, notificationId: 11, at: NOW });
    uow.add({ type: 'notification.created', userId: 3, notificationId: 12, at: NOW });
    expect(await relay.run(ctx)).toBe(2);
    expect(live.published).toEqual([]);
  });
});
