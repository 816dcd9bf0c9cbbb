import { Field, InputType } from 'type-graphql';

@InputType('ContactMessageInput')
export class ContactMessageInputType {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String) subject!: string;
  @Field(() => String) message!: string;
}
