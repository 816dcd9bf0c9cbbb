import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow_UserFragment } from '../../graphql/generated';
import messages from '../../i18n/messages/adminUsers/en.json';
import fr from '../../i18n/messages/adminUsers/fr.json';
import { testIntl } from '../../i18n/testing/test-intl';
import {
  activeChangeCopy,
  lastLoginLabel,
  pagingOf,
  roleSchema,
  summaryCards,
  USERS_MESSAGES,
  usersFailureToast,
} from './users-rules';

const intl = testIntl(messages);

const ama: AdminUserRow_UserFragment = {
  id: 7,
  firstName: 'Ama',
  lastName: 'Owusu',
  username: 'ama',
  email: 'ama@example.com',
  role: 'user',
  isActive: true,
  loginCount: 3,
  lastLoginAt: '2026-03-02T08:00:00Z',
  createdAt: '2026-01-02T08:00:00Z',
};

describe('the Users tab (accounts spec §2, §8)', () => {
  it('shows the four summary cards, the growth rate as a percentage', () => {
    expect(summaryCards(intl, { totalUsers: 8, activeUsers: 7, newUsersThisMonth: 1, growthRate: 13 })).toEqual([
      { key: 'total', label: 'Total Users', value: '8' },
      { key: 'active', label: 'Active Users', value: '7' },
      { key: 'new', label: 'New This Month', value: '1' },
      { key: 'growth', label: 'Growth Rate', value: '13%' },
    ]);
  });

  it("says 'Never' for someone who never signed in, a relative time otherwise", () => {
    const now = new Date('2026-03-02T10:30:00Z');
    expect(lastLoginLabel(intl, null, now)).toBe('Never');
    expect(lastLoginLabel(intl, '2026-03-02T08:00:00Z', now)).toBe('2h ago');
    expect(lastLoginLabel(intl, '2026-02-20T10:30:00Z', now)).toBe('10d ago');
  });

  it('pages: the range shown, the page count, and where one can go', () => {
    expect(pagingOf(intl, { page: 2, pageSize: 20, matchingUsers: 57, shown: 20 })).toEqual({
      pages: 3,
      hasPrevious: true,
      hasNext: true,
      summary: 'Showing 21–40 of 57 users',
    });
    expect(pagingOf(intl, { page: 1, pageSize: 20, matchingUsers: 1, shown: 1 })).toMatchObject({
      pages: 1,
      hasPrevious: false,
      hasNext: false,
      summary: 'Showing 1–1 of 1 user',
    });
    expect(pagingOf(intl, { page: 1, pageSize: 20, matchingUsers: 0, shown: 0 })).toMatchObject({
      pages: 1,
      summary: '',
    });
  });

  it('words the pages in the interface language', () => {
    expect(pagingOf(testIntl(fr, 'fr'), { page: 1, pageSize: 20, matchingUsers: 1234, shown: 20 }).summary).toMatch(
      /^Affichage de 1–20 sur 1\u202f234 utilisateurs$/,
    );
  });

  it('accepts only the two roles in the Manage Role dialog', async () => {
    await expect(roleSchema.validate({ role: 'admin' })).resolves.toEqual({ role: 'admin' });
    await expect(roleSchema.validate({ role: '' })).rejects.toThrow('adminUsers.validation.chooseRole');
    await expect(roleSchema.validate({ role: 'superuser' })).rejects.toThrow('adminUsers.validation.chooseRole');
  });

  it('asks before deactivating or reactivating, and says what happened', () => {
    expect(activeChangeCopy(intl, ama)).toMatchObject({
      title: 'Deactivate Ama Owusu?',
      description: 'Ama Owusu is signed out everywhere at once and cannot sign in until reactivated.',
      confirm: 'Deactivate',
      done: { title: 'User deactivated', variant: 'success' },
    });
    expect(activeChangeCopy(intl, { ...ama, isActive: false })).toMatchObject({
      title: 'Reactivate Ama Owusu?',
      done: { title: 'User reactivated', description: 'Ama Owusu can sign in again.' },
    });
  });

  it("carries the server's reason when a change is refused", () => {
    const lastAdmin = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'kofi is the last active admin and cannot lose the admin role. Make another user an admin first.',
          extensions: { code: 'ACCOUNTS.LAST_ADMIN', status: 409 },
        },
      ],
    });
    expect(usersFailureToast(intl, USERS_MESSAGES.roleFallback, lastAdmin)).toEqual({
      title: 'Error',
      description: 'kofi is the last active admin and cannot lose the admin role. Make another user an admin first.',
      variant: 'destructive',
    });
    expect(
      usersFailureToast(intl, USERS_MESSAGES.statusFallback, new CombinedGraphQLErrors({ errors: [] })),
    ).toMatchObject({
      description: 'Failed to update user status',
    });
  });
});
