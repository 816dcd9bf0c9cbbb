import { CHAT_INTEREST_LEVELS, type ChatInterestLevel } from '@cobuy/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

export const ChatInterestLevelEnum = Object.fromEntries(CHAT_INTEREST_LEVELS.map((l) => [l, l])) as Record<
  ChatInterestLevel,
  ChatInterestLevel
>;
registerEnumType(ChatInterestLevelEnum, {
  name: 'ChatInterestLevel',
  description: 'How interested a chat lead seemed; contacted once an admin marked the lead contacted.',
});

const ConversationRoleEnum = { visitor: 'visitor', assistant: 'assistant' } as const;
registerEnumType(ConversationRoleEnum, { name: 'ConversationRole', description: 'Who spoke a turn.' });

@ObjectType('ConversationTurn', { description: 'One turn of a chat: who spoke, what they said, when.' })
class ConversationTurnType {
  @Field(() => ConversationRoleEnum) role!: 'visitor' | 'assistant';
  @Field(() => String) text!: string;
  @Field(() => DateTimeScalar) at!: string;
}

@ObjectType('ChatLead', { description: 'A visitor the assistant talked to (accounts spec §3 chat_leads).' })
export class ChatLeadType {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true, description: "Null: the visitor gave none (shown as 'Anonymous')." })
  name!: string | null;
  @Field(() => String, { nullable: true, description: "Null: not given (shown as 'Not provided')." })
  email!: string | null;
  @Field(() => Int, { nullable: true, description: 'The account of a visitor who was signed in (null: anonymous).' })
  userId!: number | null;
  @Field(() => String, { description: "The visitor's first message." }) firstMessage!: string;
  @Field(() => String, { description: "The visitor's latest message." }) lastMessage!: string;
  @Field(() => ChatInterestLevelEnum) interestLevel!: ChatInterestLevel;
  @Field(() => [ConversationTurnType], { description: 'The last 3 turns of the conversation, oldest first.' })
  recentTurns!: ConversationTurnType[];
  @Field(() => Int, { description: 'Turns in the whole conversation.' }) turnCount!: number;
  @Field(() => Boolean) isContacted!: boolean;
  @Field(() => DateTimeScalar, { nullable: true, description: 'Set exactly when isContacted.' })
  contactedAt!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
}

@ObjectType('ChatLeadPage', { description: 'One page of chat leads, newest first, and how many match.' })
export class ChatLeadPageType {
  @Field(() => Int, { description: 'Leads matching the filters, across all pages.' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => [ChatLeadType]) leads!: ChatLeadType[];
}
