import { ok, systemClock } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RequestContext } from './request-context.js';
import { runUseCase, type Access, type UseCase } from './use-case.js';

/** A use case that records whether it ran, with the access rule under test. */
function probe(access: Access, options: { ownerField?: boolean; adminMayActForOthers?: boolean } = {}) {
  const runs: unknown[] = [];
  const useCase: UseCase<{ userId?: number; note?: string }, string> = {
    name: 'Probe',
    access,
    input: z.object({ userId: z.number().optional(), note: z.string().max(5, 'too long').optional() }),
    ownerOf: options.ownerField ? (input) => input.userId : undefined,
    adminMayActForOthers: options.adminMayActForOthers,
    execute: async (_ctx, input) => {
      runs.push(input);
      return ok('done');
    },
  };
  return { useCase, runs };
}

const ctx = (actor: RequestContext['actor']): RequestContext => ({ actor, correlationId: 't', clock: systemClock });
const user = { userId: 7, role: 'user' as const };
const admin = { userId: 1, role: 'admin' as const };

describe('runUseCase: the one place where access, validation and ownership are enforced', () => {
  it('runs public use cases for anyone', async () => {
    const { useCase, runs } = probe('public');
    expect(await runUseCase(useCase, ctx(null), {})).toEqual({ ok: true, value: 'done' });
    expect(runs).toHaveLength(1);
  });

  it('refuses anonymous callers before looking at their input', async () => {
    const { useCase, runs } = probe('signed-in');
    const result = await runUseCase(useCase, ctx(null), { note: 'far too long' });
    expect(result).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(runs).toHaveLength(0);
  });

  it('keeps admin use cases for admins', async () => {
    const { useCase, runs } = probe('admin');
    expect(await runUseCase(useCase, ctx(user), {})).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(await runUseCase(useCase, ctx(admin), {})).toMatchObject({ ok: true });
    expect(runs).toHaveLength(1);
  });

  it("refuses another user's data, and lets an admin read it only where allowed", async () => {
    const strict = probe('signed-in', { ownerField: true });
    expect(await runUseCase(strict.useCase, ctx(user), { userId: 7 })).toMatchObject({ ok: true });
    expect(await runUseCase(strict.useCase, ctx(user), { userId: 8 })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await runUseCase(strict.useCase, ctx(admin), { userId: 8 })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    const readable = probe('signed-in', { ownerField: true, adminMayActForOthers: true });
    expect(await runUseCase(readable.useCase, ctx(admin), { userId: 8 })).toMatchObject({ ok: true });
  });

  it('reports invalid input field by field, and NUL characters anywhere, without running', async () => {
    const { useCase, runs } = probe('public');
    expect(await runUseCase(useCase, ctx(null), { note: 'far too long' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', message: 'Invalid input', fields: { note: 'too long' } },
    });
    expect(await runUseCase(useCase, ctx(null), { note: 'a\u0000' })).toMatchObject({
      error: { fields: { note: 'must not contain NUL characters' } },
    });
    expect(await runUseCase(useCase, ctx(null), { deep: [{ x: 'ok' }, { y: '\u0000' }] })).toMatchObject({
      error: { fields: { 'deep.1.y': 'must not contain NUL characters' } },
    });
    expect(runs).toHaveLength(0);
  });
});
