import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { presentNotification, type NotificationJson } from '../../presenters/notifications.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { MarkedAllNotificationsReadType, NotificationGqlType } from './notifications.types.js';

/** Only the arguments given: an absent one takes the use case's default. */
const given = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));

/**
 * The notifications bell over GraphQL: the same use cases, rules and codes as /api/notifications (another
 * person's user id AUTH.FORBIDDEN unless an admin reads; another person's notification NOTIFICATION.NOT_FOUND).
 */
@Resolver()
export class NotificationsResolver {
  @Query(() => [NotificationGqlType], {
    description:
      "A person's notifications, newest first: the signed-in user's unless `userId` names another (admins " +
      'only). At most `limit` (50 unless given, 1 to 100); `before` (an id) pages back.',
  })
  async notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { nullable: true }) userId?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('before', () => Int, { nullable: true }) before?: number | null,
  ): Promise<NotificationJson[]> {
    const input = given({ userId: userId ?? ctx.request.actor?.userId, limit, before });
    return (await resolveUseCase(ctx.services.notifications.list, ctx.request, input)).map(presentNotification);
  }

  @Query(() => Int, {
    description: "How many notifications are unread: the signed-in user's unless `userId` names another (admins).",
  })
  async unreadNotificationCount(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { nullable: true }) userId?: number | null,
  ): Promise<number> {
    const input = given({ userId: userId ?? ctx.request.actor?.userId });
    return (await resolveUseCase(ctx.services.notifications.countUnread, ctx.request, input)).count;
  }

  @Mutation(() => NotificationGqlType, {
    description: "Marks one of your notifications read (another person's is NOTIFICATION.NOT_FOUND).",
  })
  async markNotificationRead(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<NotificationJson> {
    return presentNotification(await resolveUseCase(ctx.services.notifications.markRead, ctx.request, { id }));
  }

  @Mutation(() => MarkedAllNotificationsReadType, { description: 'Marks all of your notifications read.' })
  async markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<MarkedAllNotificationsReadType> {
    const input = given({ userId: ctx.request.actor?.userId });
    return resolveUseCase(ctx.services.notifications.markAllRead, ctx.request, input);
  }
}
