import { NOTIFICATION_TYPES, type NotificationType } from '@cobuy/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

const NotificationTypeEnum = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, t])) as Record<
  NotificationType,
  NotificationType
>;
registerEnumType(NotificationTypeEnum, {
  name: 'NotificationType',
  description: "How the bell's panel styles a notification (investor spec §2).",
});

@ObjectType('Notification', {
  description: 'A stored notification of the signed-in user (investor spec §3); amounts in its text are in USD.',
})
export class NotificationGqlType {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) message!: string;
  @Field(() => NotificationTypeEnum) type!: NotificationType;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('MarkedAllNotificationsRead', { description: 'What marking all read changed.' })
export class MarkedAllNotificationsReadType {
  @Field(() => Int, { description: 'How many were unread and are now read.' }) updated!: number;
}
