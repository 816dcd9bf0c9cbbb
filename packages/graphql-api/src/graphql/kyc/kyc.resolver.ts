import type { KycReview } from '@cobuy/application';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { withoutNulls } from '../investing/investing.inputs.js';
import { connectionOf, resolveAdminPage } from '../paging.types.js';
import {
  presentAmlCheck,
  presentKycPendingItem,
  presentKycReview,
  presentKycState,
  type AmlCheckJson,
  type KycPendingItemJson,
  type KycReviewJson,
  type KycStateJson,
} from '../../presenters/kyc.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import {
  AmlCheckType,
  KycPendingItemType,
  KycQueueConnectionType,
  KycQueueFilterInput,
  KycReviewType,
  KycStateType,
  PlatformFeaturesType,
} from './kyc.types.js';

/** A page of the review queue; the filter stays behind (under a symbol) for `totalCount`. */
const FILTER = Symbol('filter');
type KycQueueConnection = ReturnType<typeof connectionOf<KycReview, KycPendingItemJson>> & {
  [FILTER]: KycQueueFilterInput | undefined;
};

/**
 * The GraphQL side of KYC: the same use cases, rules and errors as the REST calls. The submission itself
 * (multipart, with files) is REST only: POST /api/kyc/submit.
 */
@Resolver()
export class KycResolver {
  @Query(() => KycStateType, { description: "The signed-in investor's verification." })
  async myKyc(@Ctx() ctx: GraphQLContext): Promise<KycStateJson> {
    const userId = ctx.request.actor?.userId;
    return presentKycState(await resolveUseCase(ctx.services.kyc.getState, ctx.request, { userId }));
  }

  @Mutation(() => KycStateType, {
    description: 'Start, renew or resubmit: fails with KYC.INVALID_TRANSITION when not now.',
  })
  async startKyc(@Ctx() ctx: GraphQLContext): Promise<KycStateJson> {
    const userId = ctx.request.actor?.userId;
    return presentKycState(await resolveUseCase(ctx.services.kyc.start, ctx.request, { userId }));
  }

  @Query(() => [AmlCheckType], {
    description: "A verification's AML screenings, newest first: one per submission (admins only).",
  })
  async kycAmlChecks(@Ctx() ctx: GraphQLContext, @Arg('kycId', () => Int) kycId: number): Promise<AmlCheckJson[]> {
    return (await resolveUseCase(ctx.services.kyc.listAmlChecks, ctx.request, { kycId })).map(presentAmlCheck);
  }

  @Query(() => PlatformFeaturesType, {
    description: 'What the site may say about how the platform is set up (public; the footer reads it).',
  })
  platformFeatures(@Ctx() ctx: GraphQLContext): PlatformFeaturesType {
    return { ...ctx.services.platformFeatures };
  }

  @Query(() => [KycPendingItemType], { description: 'The review queue, oldest first (admins only).' })
  async pendingKycVerifications(@Ctx() ctx: GraphQLContext): Promise<KycPendingItemJson[]> {
    return (await resolveUseCase(ctx.services.kyc.listPending, ctx.request, {})).map(presentKycPendingItem);
  }

  @Query(() => KycQueueConnectionType, {
    description:
      'The review queue a page at a time (admins only): `first` verifications (20 unless given, at most 100) after ' +
      'the cursor `after`, oldest submission first, then by id. Every filter is optional; totalCount counts what ' +
      'the filter keeps. A bad first or after is VALIDATION.INVALID_INPUT naming it.',
  })
  async kycQueueConnection(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => KycQueueFilterInput, { nullable: true }) filter?: KycQueueFilterInput | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<KycQueueConnection> {
    const fields = withoutNulls({ ...filter });
    const page = await resolveAdminPage(ctx.services.kyc.pageQueue, ctx.request, fields, first, after);
    return { ...connectionOf(page, presentKycPendingItem), [FILTER]: filter ?? undefined };
  }

  @Mutation(() => KycReviewType, {
    description:
      'Opens a verification for review: pending becomes under_review. Every review call refuses your own ' +
      'verification (AUTH.OWN_DECISION_FORBIDDEN): another admin reviews it.',
  })
  async openKycReview(@Ctx() ctx: GraphQLContext, @Arg('kycId', () => Int) kycId: number): Promise<KycReviewJson> {
    return presentKycReview(await resolveUseCase(ctx.services.kyc.openReview, ctx.request, { kycId }));
  }

  @Mutation(() => KycReviewType, {
    description:
      'Approves for two years; a high-risk record (a possible screening match included) needs reviewNotes. With ' +
      'screening configured, a submission not yet screened is refused (KYC.SCREENING_PENDING) unless ' +
      'overrideScreening is true, with reviewNotes.',
  })
  async approveKyc(
    @Ctx() ctx: GraphQLContext,
    @Arg('kycId', () => Int) kycId: number,
    @Arg('reviewNotes', () => String, { nullable: true }) reviewNotes?: string | null,
    @Arg('overrideScreening', () => Boolean, { nullable: true }) overrideScreening?: boolean | null,
  ): Promise<KycReviewJson> {
    const input = { kycId, reviewNotes: reviewNotes ?? undefined, overrideScreening: overrideScreening ?? undefined };
    return presentKycReview(await resolveUseCase(ctx.services.kyc.approve, ctx.request, input));
  }

  @Mutation(() => KycReviewType, { description: 'Rejects with a reason the investor reads.' })
  async rejectKyc(
    @Ctx() ctx: GraphQLContext,
    @Arg('kycId', () => Int) kycId: number,
    @Arg('rejectionReason', () => String) rejectionReason: string,
    @Arg('reviewNotes', () => String, { nullable: true }) reviewNotes?: string | null,
  ): Promise<KycReviewJson> {
    const input = { kycId, rejectionReason, reviewNotes: reviewNotes ?? undefined };
    return presentKycReview(await resolveUseCase(ctx.services.kyc.reject, ctx.request, input));
  }

  @Mutation(() => KycReviewType, { description: 'Asks the investor for more information (the notes are sent).' })
  async requestKycInformation(
    @Ctx() ctx: GraphQLContext,
    @Arg('kycId', () => Int) kycId: number,
    @Arg('reviewNotes', () => String) reviewNotes: string,
  ): Promise<KycReviewJson> {
    return presentKycReview(
      await resolveUseCase(ctx.services.kyc.requestInformation, ctx.request, { kycId, reviewNotes }),
    );
  }
}

@Resolver(() => KycQueueConnectionType)
export class KycQueueConnectionResolver {
  @FieldResolver(() => Int, { description: 'How many verifications the filter keeps, on every page (one count).' })
  async totalCount(@Root() connection: KycQueueConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return resolveUseCase(ctx.services.kyc.countQueue, ctx.request, withoutNulls({ ...connection[FILTER] }));
  }
}
