import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  presentIssuedPartnerKey,
  presentPartnerKey,
  type IssuedPartnerKeyJson,
  type PartnerKeyJson,
} from '../../presenters/partner-keys.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { IssuedPartnerKeyType, IssuePartnerKeyInputType, PartnerKeyType } from './partner-keys.types.js';

/**
 * Partner API keys over GraphQL: the same admin use cases and codes as /api/secure-admin/partner-keys
 * (PARTNER_KEY.NAME_TAKEN 409, PARTNER_KEY.NOT_FOUND 404).
 */
@Resolver()
export class PartnerKeysResolver {
  @Query(() => [PartnerKeyType], { description: 'Every partner API key, newest first (admins only).' })
  async partnerKeys(@Ctx() ctx: GraphQLContext): Promise<PartnerKeyJson[]> {
    return (await resolveUseCase(ctx.services.partnerKeys.list, ctx.request, {})).map(presentPartnerKey);
  }

  @Mutation(() => IssuedPartnerKeyType, {
    description: 'Issues a partner API key (admins only); the answer carries the key once. Audited.',
  })
  async issuePartnerKey(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => IssuePartnerKeyInputType) input: IssuePartnerKeyInputType,
  ): Promise<IssuedPartnerKeyJson> {
    return presentIssuedPartnerKey(await resolveUseCase(ctx.services.partnerKeys.issue, ctx.request, { ...input }));
  }

  @Mutation(() => PartnerKeyType, {
    description: 'Revokes a partner API key (admins only); revoking a revoked key changes nothing. Audited.',
  })
  async revokePartnerKey(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<PartnerKeyJson> {
    return presentPartnerKey(await resolveUseCase(ctx.services.partnerKeys.revoke, ctx.request, { id }));
  }
}
