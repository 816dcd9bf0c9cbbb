import type { IntlShape } from 'react-intl';
import { mixed, object } from 'yup';
import type { AdminUserRow_UserFragment, UserRole } from '../../graphql/generated';
import { errorMessage } from '../../lib/error-message';
import { relativeTimeParts } from '../../lib/relative-time';
import type { ToastInput } from '../toast/toast-context';

/**
 * The Users tab's wording and small rules (accounts spec §2 'Users tab', §8). The server decides every change
 * (own account, last active admin); these only say things the admin should know before asking. Words come from
 * the `adminUsers` area (docs/i18n.md): the functions that word something take the `intl`.
 */

type Intl = Pick<IntlShape, 'formatMessage' | 'formatNumber'>;

export const USERS_PAGE_SIZE = 20;
/** The search waits for typing to pause, so a name typed fast is one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The tab's messages: ids of the `adminUsers` area. */
export const USERS_MESSAGES = {
  loadFailed: 'adminUsers.loadFailed',
  roleUpdated: 'adminUsers.roleUpdated',
  chooseRole: 'adminUsers.validation.chooseRole',
  statusFallback: 'adminUsers.statusFallback',
  roleFallback: 'adminUsers.roleFallback',
  ownAccount: 'adminUsers.ownAccount',
} as const;

const ROLES: readonly UserRole[] = ['user', 'admin'];

export const roleLabel = (intl: Intl, role: UserRole): string =>
  intl.formatMessage({ id: 'adminUsers.role' }, { role });

export const roleOptions = (intl: Intl) => ROLES.map((value) => ({ value, label: roleLabel(intl, value) }));

export const userDisplayName = (user: Pick<AdminUserRow_UserFragment, 'firstName' | 'lastName' | 'username'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** A relative time ('2h ago') in the interface language. */
export function agoLabel(intl: Intl, at: string, now = new Date()): string {
  const parts = relativeTimeParts(at, now);
  return parts ? intl.formatMessage({ id: 'adminUsers.ago' }, { ...parts }) : '';
}

/** Last Login: a relative time, or 'Never' for someone who never signed in. */
export const lastLoginLabel = (intl: Intl, lastLoginAt: string | null | undefined, now = new Date()): string =>
  lastLoginAt ? agoLabel(intl, lastLoginAt, now) : intl.formatMessage({ id: 'adminUsers.never' });

/** The four summary cards; Growth Rate is the server's rounded percentage. */
export function summaryCards(
  intl: Intl,
  figures: {
    totalUsers: number;
    activeUsers: number;
    newUsersThisMonth: number;
    growthRate: number;
  },
) {
  const label = (key: string) => intl.formatMessage({ id: `adminUsers.stat.${key}` });
  return [
    { key: 'total', label: label('total'), value: intl.formatNumber(figures.totalUsers) },
    { key: 'active', label: label('active'), value: intl.formatNumber(figures.activeUsers) },
    { key: 'new', label: label('new'), value: intl.formatNumber(figures.newUsersThisMonth) },
    { key: 'growth', label: label('growth'), value: intl.formatNumber(figures.growthRate / 100, { style: 'percent' }) },
  ] as const;
}

/** 'Showing 21–40 of 57 users', the number of pages, and whether there is a page before and after. */
export function pagingOf(intl: Intl, paging: { page: number; pageSize: number; matchingUsers: number; shown: number }) {
  const pages = Math.max(1, Math.ceil(paging.matchingUsers / paging.pageSize));
  const first = (paging.page - 1) * paging.pageSize + 1;
  const last = first + paging.shown - 1;
  return {
    pages,
    hasPrevious: paging.page > 1,
    hasNext: paging.page < pages,
    summary:
      paging.shown > 0
        ? intl.formatMessage({ id: 'adminUsers.showing' }, { first, last, total: paging.matchingUsers })
        : '',
  };
}

/** Admins act on other accounts only; their own row says why its buttons are off (the server refuses too). */
export const isOwnAccount = (user: Pick<AdminUserRow_UserFragment, 'id'>, currentUserId: number | undefined) =>
  user.id === currentUserId;

export interface RoleFormValues {
  role: UserRole | '';
}

export const roleSchema = object({
  role: mixed<UserRole>().oneOf(ROLES, USERS_MESSAGES.chooseRole).required(USERS_MESSAGES.chooseRole),
});

interface ActiveChangeCopy {
  title: string;
  description: string;
  confirm: string;
  pending: string;
  done: ToastInput;
}

/** What confirming a deactivation or a reactivation says, before and after. */
export function activeChangeCopy(intl: Intl, user: AdminUserRow_UserFragment): ActiveChangeCopy {
  const name = userDisplayName(user);
  const t = (id: string) => intl.formatMessage({ id: `adminUsers.${id}` }, { name });
  return user.isActive
    ? {
        title: t('deactivateTitle'),
        description: t('deactivateDescription'),
        confirm: t('deactivate'),
        pending: t('deactivating'),
        done: { title: t('deactivated'), description: t('deactivatedDescription'), variant: 'success' },
      }
    : {
        title: t('reactivateTitle'),
        description: t('reactivateDescription'),
        confirm: t('reactivate'),
        pending: t('reactivating'),
        done: { title: t('reactivated'), description: t('reactivatedDescription'), variant: 'success' },
      };
}

export const roleUpdatedToast = (intl: Intl): ToastInput => ({
  title: intl.formatMessage({ id: USERS_MESSAGES.roleUpdated }),
  variant: 'success',
});

/** Accounts spec §8: the title Error with the server's message (why a change was refused). */
export const usersFailureToast = (intl: Intl, fallbackId: string, error: unknown): ToastInput => ({
  title: intl.formatMessage({ id: 'adminUsers.error' }),
  description: errorMessage(error, intl.formatMessage({ id: fallbackId })),
  variant: 'destructive',
});
