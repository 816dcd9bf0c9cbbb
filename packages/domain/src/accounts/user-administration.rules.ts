import type { User, UserRole } from './user.js';

/** What an admin can change on someone's account from the Users tab. */
export type AccountChange =
  { readonly kind: 'role'; readonly role: UserRole } | { readonly kind: 'active'; readonly isActive: boolean };

/**
 * Why an account change is refused:
 * - `own-role`: admins never change their own role (so the acting admin always remains one);
 * - `own-deactivation`: nor switch off their own account (asking for what already is, is no change and allowed);
 * - `last-admin`: the change would leave the platform without an active admin;
 * - `actor-not-admin`: the acting admin lost the role (or was switched off) since the request was authorised.
 */
export type AccountChangeRefusal = 'own-role' | 'own-deactivation' | 'last-admin' | 'actor-not-admin';

export interface AccountChangeCheck {
  readonly actorId: number;
  readonly target: Pick<User, 'id' | 'role' | 'isActive'>;
  readonly change: AccountChange;
  /** Every active admin, read under the lock that keeps the set from changing until the decision is stored. */
  readonly activeAdminIds: readonly number[];
}

const isActiveAdmin = (user: Pick<User, 'role' | 'isActive'>): boolean => user.role === 'admin' && user.isActive;

/** Whether the change takes an active admin away (a demotion or a deactivation of one). */
export function removesActiveAdmin(target: Pick<User, 'role' | 'isActive'>, change: AccountChange): boolean {
  if (!isActiveAdmin(target)) return false;
  return change.kind === 'role' ? change.role !== 'admin' : !change.isActive;
}

/** Whether the account already is as the change asks (nothing to store, nothing to audit). */
export function changesNothing(target: Pick<User, 'role' | 'isActive'>, change: AccountChange): boolean {
  return change.kind === 'role' ? target.role === change.role : target.isActive === change.isActive;
}

/**
 * The platform always keeps at least one active admin (product rules §4: admins change roles from the panel, so
 * losing the last one would lock everybody out of it). Decided on the admins as they stand under lock, so two
 * admins demoting each other at once cannot both pass: the second sees the first one's change.
 */
export function checkAccountChange({
  actorId,
  target,
  change,
  activeAdminIds,
}: AccountChangeCheck): AccountChangeRefusal | null {
  if (target.id === actorId && !changesNothing(target, change)) {
    return change.kind === 'role' ? 'own-role' : 'own-deactivation';
  }
  if (removesActiveAdmin(target, change) && activeAdminIds.every((id) => id === target.id)) return 'last-admin';
  if (!activeAdminIds.includes(actorId)) return 'actor-not-admin';
  return null;
}

/** The start of the calendar month `now` falls in, in UTC (Accra keeps GMT all year). */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Accounts spec §2, Users tab: new users this month over all users, as a rounded percentage; 0 with no users. */
export function userGrowthRate(newThisMonth: number, totalUsers: number): number {
  if (totalUsers <= 0) return 0;
  return Math.round((newThisMonth * 100) / totalUsers);
}
