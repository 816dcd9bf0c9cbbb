import { USER_ROLES } from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/**
 * The admin Users tab's answers (presenters/users.presenter.ts), as zod schemas for the OpenAPI document.
 * `defineRoute` checks each against its presenter's return type; tests parse real answers with them.
 */

export const adminUserJson = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isActive: z.boolean().meta({ description: 'False once deactivated: the user cannot sign in' }),
  loginCount: z.number().int(),
  lastLoginAt: dateTime.nullable().meta({ description: 'Null if the user never signed in' }),
  createdAt: dateTime,
});

const count = z.number().int().nonnegative();

export const userAnalyticsJson = z.object({
  totalUsers: count,
  activeUsers: count.meta({ description: 'Users not deactivated' }),
  newUsersThisMonth: count.meta({ description: 'Created since the first of this month (UTC)' }),
  growthRate: count.meta({ description: 'newUsersThisMonth / totalUsers as a rounded percentage; 0 without users' }),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  matchingUsers: count.meta({ description: 'Users the search matches (every user without one)' }),
  users: z.array(adminUserJson).meta({ description: 'This page of the matching users, newest first' }),
});
