import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import {
  presentLanguagePreference,
  presentMailPreferences,
  presentProfile,
  presentSessionSummary,
  type LanguagePreferenceJson,
  type MailPreferencesJson,
  type ProfileJson,
  type SessionSummaryJson,
} from '../../presenters/account-settings.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import {
  ChangePasswordInputType,
  LanguagePreferenceType,
  MailPreferencesInputType,
  MailPreferencesType,
  OtherSessionsEndedPayloadType,
  PasswordChangePayloadType,
  ProfileInputType,
  SessionSummaryType,
  UserProfileType,
} from './account-settings.types.js';

/** Fields GraphQL sends as null when a nullable input field is given as null: left out, as over REST. */
const withoutNulls = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

/**
 * The /settings page over GraphQL: the same use cases, rules and codes as /api/users/{userId}/… and
 * /api/auth/sessions. Each acts on the signed-in user (and on the session of the request's token).
 */
@Resolver()
export class AccountSettingsResolver {
  @Query(() => UserProfileType, { description: 'Your profile: names, email and phone.' })
  async myProfile(@Ctx() ctx: GraphQLContext): Promise<ProfileJson> {
    const userId = ctx.request.actor?.userId;
    return presentProfile(await resolveUseCase(ctx.services.accountSettings.getProfile, ctx.request, { userId }));
  }

  @Mutation(() => UserProfileType, { description: 'Changes your names and phone (audited). The email stays.' })
  async updateMyProfile(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ProfileInputType) input: ProfileInputType,
  ): Promise<ProfileJson> {
    const userId = ctx.request.actor?.userId;
    const profile = await resolveUseCase(ctx.services.accountSettings.updateProfile, ctx.request, {
      ...input,
      userId,
    });
    return presentProfile(profile);
  }

  @Mutation(() => UserProfileType, {
    description:
      'Sets your home currency (a listed code such as GHS or GBP; VALIDATION.INVALID_INPUT on homeCurrency ' +
      'otherwise), or clears it with null. The dashboard shows your returns in it too.',
  })
  async setMyHomeCurrency(
    @Ctx() ctx: GraphQLContext,
    @Arg('homeCurrency', () => String, { nullable: true }) homeCurrency: string | null,
  ): Promise<ProfileJson> {
    const userId = ctx.request.actor?.userId;
    const profile = await resolveUseCase(ctx.services.accountSettings.setHomeCurrency, ctx.request, {
      userId,
      homeCurrency: homeCurrency ?? null,
    });
    return presentProfile(profile);
  }

  @Mutation(() => PasswordChangePayloadType, {
    description:
      'Changes your password with the current one (ACCOUNTS.WRONG_CURRENT_PASSWORD otherwise, rate-limited like ' +
      'sign-in). Every other session of yours ends; this one stays signed in.',
  })
  async changeMyPassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ChangePasswordInputType) input: ChangePasswordInputType,
  ): Promise<PasswordChangePayloadType> {
    const userId = ctx.request.actor?.userId;
    return resolveUseCase(ctx.services.accountSettings.changePassword, ctx.request, {
      ...input,
      userId,
      token: ctx.request.token,
    });
  }

  @Query(() => MailPreferencesType, { description: 'Which optional mails you receive.' })
  async myMailPreferences(@Ctx() ctx: GraphQLContext): Promise<MailPreferencesJson> {
    const userId = ctx.request.actor?.userId;
    const preferences = await resolveUseCase(ctx.services.accountSettings.getMailPreferences, ctx.request, { userId });
    return presentMailPreferences(preferences);
  }

  @Mutation(() => MailPreferencesType, { description: 'Turns optional mails on or off.' })
  async updateMyMailPreferences(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => MailPreferencesInputType) input: MailPreferencesInputType,
  ): Promise<MailPreferencesJson> {
    const userId = ctx.request.actor?.userId;
    const preferences = await resolveUseCase(ctx.services.accountSettings.updateMailPreferences, ctx.request, {
      ...withoutNulls(input),
      userId,
    });
    return presentMailPreferences(preferences);
  }

  @Query(() => LanguagePreferenceType, { description: 'The language you chose for mails and messages.' })
  async myLanguage(@Ctx() ctx: GraphQLContext): Promise<LanguagePreferenceJson> {
    const userId = ctx.request.actor?.userId;
    const preference = await resolveUseCase(ctx.services.accountSettings.getPreferredLanguage, ctx.request, { userId });
    return presentLanguagePreference(preference);
  }

  @Mutation(() => LanguagePreferenceType, {
    description: 'Chooses the language of your mails, notifications and messages (null: your browser decides).',
  })
  async updateMyLanguage(
    @Ctx() ctx: GraphQLContext,
    @Arg('preferredLanguage', () => String, { nullable: true }) preferredLanguage: string | null,
  ): Promise<LanguagePreferenceJson> {
    const userId = ctx.request.actor?.userId;
    const preference = await resolveUseCase(ctx.services.accountSettings.updatePreferredLanguage, ctx.request, {
      preferredLanguage: preferredLanguage ?? null,
      userId,
    });
    return presentLanguagePreference(preference);
  }

  @Query(() => SessionSummaryType, { description: 'This session, and how many other sessions of yours are live.' })
  async mySessions(@Ctx() ctx: GraphQLContext): Promise<SessionSummaryJson> {
    const summary = await resolveUseCase(ctx.services.accountSettings.getSessionSummary, ctx.request, {
      token: ctx.request.token,
    });
    return presentSessionSummary(summary);
  }

  @Mutation(() => OtherSessionsEndedPayloadType, {
    description: 'Signs out every other session of yours (this one stays signed in); audited.',
  })
  async signOutOtherSessions(@Ctx() ctx: GraphQLContext): Promise<OtherSessionsEndedPayloadType> {
    return resolveUseCase(ctx.services.accountSettings.signOutOtherSessions, ctx.request, {
      token: ctx.request.token,
    });
  }
}
