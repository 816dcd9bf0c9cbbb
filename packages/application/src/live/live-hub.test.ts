import { err, ok, type LiveNotification, type Result } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import type { ProjectFunding } from '../catalog/get-project-funding/get-project-funding.use-case.js';
import { appError, type AppError } from '../shared/app-error.js';
import { LiveHub } from './live-hub.js';
import { FakeLiveUpdates } from './testing/in-memory-live.js';

const note = (id: number): LiveNotification => ({
  id,
  title: `Title ${id}`,
  message: 'Message',
  type: 'other',
  isRead: false,
  createdAt: '2026-11-26T10:00:00.000Z',
});

/** Figures stand-ins: each read answers the next version number, so a test sees which read a watcher got. */
function hubKit() {
  const live = new FakeLiveUpdates();
  const reads: number[] = [];
  let version = 0;
  let gate: Promise<void> = Promise.resolve();
  const missing = new Set<number>();
  const funding = {
    execute: async (_ctx: unknown, input: { projectId: number }): Promise<Result<ProjectFunding, AppError>> => {
      reads.push(input.projectId);
      await gate;
      if (missing.has(input.projectId)) return err(appError('PROJECT.NOT_FOUND', 'Project not found'));
      return ok({ version: ++version } as unknown as ProjectFunding);
    },
  };
  const errors: unknown[] = [];
  const hub = new LiveHub({ live, funding, clock: { now: () => new Date() }, onError: (e) => errors.push(e) });
  hub.start();
  return {
    live,
    hub,
    reads,
    missing,
    errors,
    hold: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => open();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live hub of one process', () => {
  it("pushes a user's notifications to each of that user's subscriptions only, each id once", async () => {
    const { live, hub } = hubKit();
    const phone = hub.notificationsOf(3);
    const laptop = hub.notificationsOf(3);
    const stranger = hub.notificationsOf(4);
    await live.publish([{ type: 'notification.added', userId: 3, notification: note(1) }]);
    // Relayed again (a batch retried after its commit failed): not pushed twice.
    await live.publish([{ type: 'notification.added', userId: 3, notification: note(1) }]);
    await live.publish([{ type: 'notification.added', userId: 3, notification: note(2) }]);
    expect((await phone.next()).value).toEqual(note(1));
    expect((await phone.next()).value).toEqual(note(2));
    expect((await laptop.next()).value).toEqual(note(1));
    expect((await laptop.next()).value).toEqual(note(2));
    const nothing = await Promise.race([stranger.next(), settle().then(() => 'nothing')]);
    expect(nothing).toBe('nothing');
  });

  it('forgets a subscription its reader ended', async () => {
    const { live, hub } = hubKit();
    const phone = hub.notificationsOf(3);
    const watcher = hub.fundingOf(10);
    expect(hub.size).toMatchObject({ notifications: 1, funding: 1 });
    await phone.return!();
    await watcher.return!();
    expect(hub.size).toMatchObject({ notifications: 0, funding: 0 });
    await live.publish([{ type: 'notification.added', userId: 3, notification: note(1) }]);
    expect(await phone.next()).toEqual({ value: undefined, done: true });
  });

  it('reads changed figures once for all the watchers of a project, and not at all without watchers', async () => {
    const { live, hub, reads } = hubKit();
    const watchers = [hub.fundingOf(10), hub.fundingOf(10), hub.fundingOf(10)];
    await live.publish([{ type: 'project.funding_changed', projectIds: [10, 20] }]);
    for (const watcher of watchers) expect((await watcher.next()).value).toEqual({ version: 1 });
    expect(reads).toEqual([10]);
  });

  it('reads once more after a read that a newer change overtook, and each watcher ends on the latest figures', async () => {
    const { live, hub, reads, hold } = hubKit();
    const watcher = hub.fundingOf(10);
    const release = hold();
    await live.publish([{ type: 'project.funding_changed', projectIds: [10] }]);
    await live.publish([{ type: 'project.funding_changed', projectIds: [10] }]);
    await live.publish([{ type: 'project.funding_changed', projectIds: [10] }]);
    release();
    await settle();
    await settle();
    // Three changes, two reads: the first, and one after it for the two that came during it.
    expect(reads).toEqual([10, 10]);
    // A slow watcher keeps only the newest figures.
    expect((await watcher.next()).value).toEqual({ version: 2 });
  });

  it("ends a project's watchers when the project is gone", async () => {
    const { live, hub, missing } = hubKit();
    const watcher = hub.fundingOf(10);
    missing.add(10);
    await live.publish([{ type: 'project.funding_changed', projectIds: [10] }]);
    expect(await watcher.next()).toEqual({ value: undefined, done: true });
  });

  it('tells the holder of each ended session, and no other', async () => {
    const { live, hub } = hubKit();
    const ended: string[] = [];
    hub.holdSession(3, 1, (reason) => ended.push(`3/1 ${reason}`));
    hub.holdSession(3, 2, (reason) => ended.push(`3/2 ${reason}`));
    hub.holdSession(3, 3, (reason) => ended.push(`3/3 ${reason}`));
    const release = hub.holdSession(4, 5, (reason) => ended.push(`4/5 ${reason}`));
    await live.publish([
      { type: 'sessions.ended', userId: 3, sessionIds: [1], keptSessionId: null, reason: 'signed_out' },
    ]);
    expect(ended).toEqual(['3/1 signed_out']);
    await live.publish([
      { type: 'sessions.ended', userId: 3, sessionIds: null, keptSessionId: 2, reason: 'signed_out_elsewhere' },
    ]);
    expect(ended).toEqual(['3/1 signed_out', '3/3 signed_out_elsewhere']);
    release();
    await live.publish([
      { type: 'sessions.ended', userId: 4, sessionIds: null, keptSessionId: null, reason: 'deactivated' },
    ]);
    expect(ended).toHaveLength(2);
    expect(hub.size.sessions).toBe(1);
  });

  it('tells its gap listeners when messages may have been missed', () => {
    const { live, hub } = hubKit();
    let gaps = 0;
    hub.onGap(() => gaps++);
    live.gap();
    expect(gaps).toBe(1);
  });
});
