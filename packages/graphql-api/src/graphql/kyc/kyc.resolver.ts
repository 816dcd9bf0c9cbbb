import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
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
import { AmlCheckType, KycPendingItemType, KycReviewType, KycStateType, PlatformFeaturesType } from './kyc.types.js';

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
