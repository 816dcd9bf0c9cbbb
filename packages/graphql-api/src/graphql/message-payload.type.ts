import { Field, ObjectType } from 'type-graphql';

/** The answer of mutations that only confirm something happened (shared by several resolvers). */
@ObjectType('MessagePayload')
export class MessagePayloadType {
  @Field(() => String) message!: string;
}
