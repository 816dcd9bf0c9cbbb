import { mixed, object } from 'yup';
import type { AdminUserRow_UserFragment, UserRole } from '../../graphql/generated';
import { errorMessage } from '../../lib/error-message';
import { relativeTime } from '../../lib/relative-time';
import type { ToastInput } from '../toast/toast-context';

/**
 * The Users tab's wording and small rules (accounts spec §2 'Users tab', §8). The server decides every change
 * (own account, last active admin); these only say things the admin should know before asking.
 */

export const USERS_PAGE_SIZE = 20;
/** The search waits for typing to pause, so a name typed fast is one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

export const USERS_MESSAGES = {
  loadFailed: 'Failed to load user analytics',
  roleUpdated: 'User role updated successfully',
  chooseRole: "Choose 'User' or 'Admin'",
  statusFallback: 'Failed to update user status',
  roleFallback: 'Failed to update user role',
  ownAccount: 'This is your account: another admin can change its role or deactivate it.',
} as const;

export const ROLE_OPTIONS: ReadonlyArray<{ value: UserRole; label: string }> = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

export const roleLabel = (role: UserRole): string => ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

export const userDisplayName = (user: Pick<AdminUserRow_UserFragment, 'firstName' | 'lastName' | 'username'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** Last Login: a relative time, or 'Never' for someone who never signed in. */
export const lastLoginLabel = (lastLoginAt: string | null | undefined, now = new Date()): string =>
  lastLoginAt ? relativeTime(lastLoginAt, now) : 'Never';

/** The four summary cards; Growth Rate is the server's rounded percentage. */
export function summaryCards(figures: {
  totalUsers: number;
  activeUsers: number;
  newUsersThisMonth: number;
  growthRate: number;
}) {
  return [
    { key: 'total', label: 'Total Users', value: String(figures.totalUsers) },
    { key: 'active', label: 'Active Users', value: String(figures.activeUsers) },
    { key: 'new', label: 'New This Month', value: String(figures.newUsersThisMonth) },
    { key: 'growth', label: 'Growth Rate', value: `${figures.growthRate}%` },
  ] as const;
}

/** 'Showing 21–40 of 57 users', the number of pages, and whether there is a page before and after. */
export function pagingOf(paging: { page: number; pageSize: number; matchingUsers: number; shown: number }) {
  const pages = Math.max(1, Math.ceil(paging.matchingUsers / paging.pageSize));
  const first = (paging.page - 1) * paging.pageSize + 1;
  const last = first + paging.shown - 1;
  const noun = paging.matchingUsers === 1 ? 'user' : 'users';
  return {
    pages,
    hasPrevious: paging.page > 1,
    hasNext: paging.page < pages,
    summary: paging.shown > 0 ? `Showing ${first}–${last} of ${paging.matchingUsers} ${noun}` : '',
  };
}

/** Admins act on other accounts only; their own row says why its buttons are off (the server refuses too). */
export const isOwnAccount = (user: Pick<AdminUserRow_UserFragment, 'id'>, currentUserId: number | undefined) =>
  user.id === currentUserId;

export interface RoleFormValues {
  role: UserRole | '';
}

export const roleSchema = object({
  role: mixed<UserRole>()
    .oneOf(
      ROLE_OPTIONS.map((o) => o.value),
      USERS_MESSAGES.chooseRole,
    )
    .required(USERS_MESSAGES.chooseRole),
});

interface ActiveChangeCopy {
  title: string;
  description: string;
  confirm: string;
  pending: string;
  done: ToastInput;
}

/** What confirming a deactivation or a reactivation says, before and after. */
export function activeChangeCopy(user: AdminUserRow_UserFragment): ActiveChangeCopy {
  const name = userDisplayName(user);
  return user.isActive
    ? {
        title: `Deactivate ${name}?`,
        description: `${name} is signed out everywhere at once and cannot sign in until reactivated.`,
        confirm: 'Deactivate',
        pending: 'Deactivating…',
        done: { title: 'User deactivated', description: `${name} can no longer sign in.`, variant: 'success' },
      }
    : {
        title: `Reactivate ${name}?`,
        description: `${name} will be able to sign in again.`,
        confirm: 'Reactivate',
        pending: 'Reactivating…',
        done: { title: 'User reactivated', description: `${name} can sign in again.`, variant: 'success' },
      };
}

export const ROLE_UPDATED_TOAST: ToastInput = { title: USERS_MESSAGES.roleUpdated, variant: 'success' };

/** Accounts spec §8: the title Error with the server's message (why a change was refused). */
export const usersFailureToast = (fallback: string, error: unknown): ToastInput => ({
  title: 'Error',
  description: errorMessage(error, fallback),
  variant: 'destructive',
});
