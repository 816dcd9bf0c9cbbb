import { describe, expect, it } from 'vitest';
import {
  changesNothing,
  checkAccountChange,
  removesActiveAdmin,
  startOfMonthUtc,
  userGrowthRate,
  type AccountChange,
} from './user-administration.rules.js';

const admin = (id: number, isActive = true) => ({ id, role: 'admin' as const, isActive });
const user = (id: number, isActive = true) => ({ id, role: 'user' as const, isActive });
const demote: AccountChange = { kind: 'role', role: 'user' };
const promote: AccountChange = { kind: 'role', role: 'admin' };
const deactivate: AccountChange = { kind: 'active', isActive: false };
const reactivate: AccountChange = { kind: 'active', isActive: true };

describe('account changes by an admin', () => {
  it('never lets admins change their own role or switch themselves off', () => {
    expect(checkAccountChange({ actorId: 1, target: admin(1), change: demote, activeAdminIds: [1, 2] })).toBe(
      'own-role',
    );
    expect(checkAccountChange({ actorId: 1, target: admin(1), change: deactivate, activeAdminIds: [1, 2] })).toBe(
      'own-deactivation',
    );
    // Asking for what already is changes nothing, and is not refused.
    expect(checkAccountChange({ actorId: 1, target: admin(1), change: promote, activeAdminIds: [1, 2] })).toBeNull();
    expect(checkAccountChange({ actorId: 1, target: admin(1), change: reactivate, activeAdminIds: [1] })).toBeNull();
  });

  it('keeps the last active admin: no demotion, no deactivation', () => {
    // The acting admin was demoted a moment ago by the target; only the target is left.
    for (const change of [demote, deactivate]) {
      expect(checkAccountChange({ actorId: 1, target: admin(2), change, activeAdminIds: [2] })).toBe('last-admin');
    }
    // With another active admin, both are allowed.
    for (const change of [demote, deactivate]) {
      expect(checkAccountChange({ actorId: 1, target: admin(2), change, activeAdminIds: [1, 2] })).toBeNull();
    }
  });

  it('refuses an actor who is no longer an active admin', () => {
    expect(checkAccountChange({ actorId: 1, target: user(3), change: promote, activeAdminIds: [2] })).toBe(
      'actor-not-admin',
    );
    expect(checkAccountChange({ actorId: 1, target: admin(3), change: demote, activeAdminIds: [2, 3] })).toBe(
      'actor-not-admin',
    );
  });

  it('allows everything else, including changes to inactive admins and ordinary users', () => {
    expect(checkAccountChange({ actorId: 1, target: user(3), change: promote, activeAdminIds: [1] })).toBeNull();
    expect(checkAccountChange({ actorId: 1, target: user(3), change: deactivate, activeAdminIds: [1] })).toBeNull();
    expect(checkAccountChange({ actorId: 1, target: admin(3, false), change: demote, activeAdminIds: [1] })).toBeNull();
    expect(
      checkAccountChange({ actorId: 1, target: admin(3, false), change: reactivate, activeAdminIds: [1] }),
    ).toBeNull();
  });

  it('knows which changes take an active admin away and which change nothing', () => {
    expect(removesActiveAdmin(admin(1), demote)).toBe(true);
    expect(removesActiveAdmin(admin(1), deactivate)).toBe(true);
    expect(removesActiveAdmin(admin(1), promote)).toBe(false);
    expect(removesActiveAdmin(admin(1, false), demote)).toBe(false);
    expect(removesActiveAdmin(user(1), deactivate)).toBe(false);
    expect(changesNothing(admin(1), promote)).toBe(true);
    expect(changesNothing(user(1), promote)).toBe(false);
    expect(changesNothing(user(1, false), deactivate)).toBe(true);
    expect(changesNothing(user(1), deactivate)).toBe(false);
  });
});

describe('user analytics', () => {
  it('counts the month from its first day, UTC', () => {
    expect(startOfMonthUtc(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfMonthUtc(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('gives the growth rate as new this month over all users, rounded, 0 without users', () => {
    expect(userGrowthRate(0, 0)).toBe(0);
    expect(userGrowthRate(1, 3)).toBe(33);
    expect(userGrowthRate(2, 3)).toBe(67);
    expect(userGrowthRate(1, 8)).toBe(13);
    expect(userGrowthRate(5, 5)).toBe(100);
  });
});
