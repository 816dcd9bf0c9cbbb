import type { LiveNotification } from '@cobuy/domain';
import { Arg, Int, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { ProjectFunding } from '@cobuy/application';
import { presentProjectFunding, type ProjectFundingJson } from '../../presenters/live.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { NotificationGqlType } from '../notifications/notifications.types.js';
import { ProjectFundingType } from './live.types.js';

/**
 * Subscriptions, over graphql-ws at /graphql only (docs/notifications.md). Each is opened by a use case, which
 * decides who may watch what like any query; the socket is closed when the session it signed in with ends.
 */
@Resolver()
export class LiveResolver {
  @Subscription(() => NotificationGqlType, {
    description:
      "The signed-in user's notifications as they are stored (the token in connectionParams; AUTH.UNAUTHENTICATED " +
      'without a live session). The stored list (Query.notifications) is the record: read it again after reconnecting.',
    subscribe: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) =>
      resolveUseCase(context.services.live.watchNotifications, context.request, {
        userId: context.request.actor?.userId,
      }),
  })
  notificationAdded(@Root() notification: LiveNotification): LiveNotification {
    return notification;
  }

  @Subscription(() => ProjectFundingType, {
    description:
      "A project's funding figures each time a confirmed payment, a cancellation, a sale or an admin's status " +
      'change moves them; public, like the project page (PROJECT.NOT_FOUND for an unknown project).',
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { projectId: unknown }, GraphQLContext>) =>
      resolveUseCase(context.services.live.watchProjectFunding, context.request, {
        projectId: args.projectId,
      }),
  })
  projectFundingChanged(
    @Arg('projectId', () => Int) _projectId: number,
    @Root() funding: ProjectFunding,
  ): ProjectFundingJson {
    return presentProjectFunding(funding);
  }
}
