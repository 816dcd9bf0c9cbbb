import type { CatalogReadRepository, Project } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { LiveHub } from './live-hub.js';
import { FakeLiveUpdates } from './testing/in-memory-live.js';
import { WatchNotifications } from './watch-notifications/watch-notifications.use-case.js';
import { WatchProjectFunding } from './watch-project-funding/watch-project-funding.use-case.js';

const clock = { now: () => new Date('2026-11-26T10:00:00Z') };
const ctx = (actor: { userId: number; role: 'user' | 'admin' } | null) => ({ actor, correlationId: 't', clock });
const hub = new LiveHub({
  live: new FakeLiveUpdates(),
  funding: { execute: () => Promise.reject(new Error('not read here')) },
  clock,
  onError: () => undefined,
});
const catalog = { findProject: async (id: number) => (id === 1 ? ({ id } as Project) : null) } as CatalogReadRepository;

describe('who may watch what', () => {
  const watch = new WatchNotifications({ hub });

  it('opens a signed-in user’s own notifications', async () => {
    const result = await runUseCase(watch, ctx({ userId: 3, role: 'user' }), { userId: 3 });
    expect(result.ok).toBe(true);
  });

  it("refuses a visitor, and anyone's but their own user id, admins included", async () => {
    expect(await runUseCase(watch, ctx(null), { userId: 3 })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED' },
    });
    for (const role of ['user', 'admin'] as const) {
      expect(await runUseCase(watch, ctx({ userId: 4, role }), { userId: 3 })).toMatchObject({
        ok: false,
        error: { code: 'AUTH.FORBIDDEN' },
      });
    }
    expect(await runUseCase(watch, ctx({ userId: 3, role: 'user' }), { userId: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { userId: 'must be a positive integer id' } },
    });
  });

  it("opens any visitor's watch of a project's funding; an unknown project is not found", async () => {
    const funding = new WatchProjectFunding({ catalog, hub });
    expect((await runUseCase(funding, ctx(null), { projectId: 1 })).ok).toBe(true);
    expect(await runUseCase(funding, ctx(null), { projectId: 2 })).toMatchObject({
      ok: false,
      error: { code: 'PROJECT.NOT_FOUND' },
    });
  });
});
