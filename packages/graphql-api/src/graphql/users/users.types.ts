import { Field, Int, ObjectType } from 'type-graphql';
import { UserType } from '../accounts/accounts.types.js';

@ObjectType('UserAnalytics', {
  description: "The admin Users tab (accounts spec §3, 'Analytics response'): platform figures and a page of users.",
})
export class UserAnalyticsType {
  @Field(() => Int) totalUsers!: number;
  @Field(() => Int, { description: 'Users not deactivated.' }) activeUsers!: number;
  @Field(() => Int, { description: 'Created since the first of this month (UTC).' }) newUsersThisMonth!: number;
  @Field(() => Int, { description: 'newUsersThisMonth / totalUsers as a rounded percentage; 0 without users.' })
  growthRate!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int, { description: 'Users the search matches (every user without one).' }) matchingUsers!: number;
  @Field(() => [UserType], { description: 'This page of the matching users, newest first.' }) users!: UserType[];
}
