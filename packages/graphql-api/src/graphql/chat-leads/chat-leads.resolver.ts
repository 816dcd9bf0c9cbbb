import type { ChatInterestLevel } from '@cobuy/domain';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { presentChatLead, presentChatLeadList, type ChatLeadJson } from '../../presenters/chat-leads.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { ChatInterestLevelEnum, ChatLeadPageType, ChatLeadType } from './chat-leads.types.js';

/**
 * The Chat Leads page over GraphQL: the same admin use cases, rules and codes as /api/admin/chat-leads
 * (CHAT_LEAD.NOT_FOUND 404, VALIDATION.INVALID_INPUT for paging out of range).
 */
@Resolver()
export class ChatLeadsResolver {
  @Query(() => ChatLeadPageType, {
    description:
      'The chat leads, newest first (admins only), filtered by interest level and contacted; `page` from 1, ' +
      '`pageSize` 1 to 100 (20 unless given).',
  })
  async chatLeads(
    @Ctx() ctx: GraphQLContext,
    @Arg('interestLevel', () => ChatInterestLevelEnum, { nullable: true }) interestLevel?: ChatInterestLevel | null,
    @Arg('contacted', () => Boolean, { nullable: true }) contacted?: boolean | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number | null,
  ): Promise<ReturnType<typeof presentChatLeadList>> {
    const input = Object.fromEntries(
      Object.entries({ interestLevel, contacted, page, pageSize }).filter(([, v]) => v !== null && v !== undefined),
    );
    return presentChatLeadList(await resolveUseCase(ctx.services.chatLeads.list, ctx.request, input));
  }

  @Mutation(() => ChatLeadType, {
    description:
      'Marks a lead contacted now, at the level contacted (admins only); audited. A lead already contacted is ' +
      'answered unchanged.',
  })
  async markChatLeadContacted(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ChatLeadJson> {
    return presentChatLead(await resolveUseCase(ctx.services.chatLeads.markContacted, ctx.request, { id }));
  }
}
