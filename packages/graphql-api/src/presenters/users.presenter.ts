import type { UserAnalytics } from '@cobuy/application';
import type { PublicUser } from '@cobuy/domain';

/** Accounts spec §3, 'User (admin view)': what the Users tab shows of an account (dates as ISO strings). */
function presentAdminUser(u: PublicUser) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    email: u.email,
    role: u.role,
    isActive: u.isActive,
    loginCount: u.loginCount,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Accounts spec §3, 'Analytics response': the figures, the page and its users. */
export function presentUserAnalytics(a: UserAnalytics) {
  return {
    totalUsers: a.totalUsers,
    activeUsers: a.activeUsers,
    newUsersThisMonth: a.newUsersThisMonth,
    growthRate: a.growthRate,
    page: a.page,
    pageSize: a.pageSize,
    matchingUsers: a.matchingUsers,
    users: a.users.map(presentAdminUser),
  };
}
