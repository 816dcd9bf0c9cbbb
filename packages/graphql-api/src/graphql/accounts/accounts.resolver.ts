import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { presentSignIn, presentUser, type SignInJson, type UserJson } from '../../auth/account.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { MessagePayloadType } from '../message-payload.type.js';
import {
  AuthPayloadType,
  ResetPasswordInputType,
  SignInInputType,
  SignUpInputType,
  UserType,
} from './accounts.types.js';

/** The GraphQL side of the accounts calls: the same use cases and errors as the REST routes (roles: users/). */
@Resolver()
export class AccountsResolver {
  @Query(() => UserType, {
    nullable: true,
    description: 'The signed-in user; fails with AUTH.UNAUTHENTICATED otherwise.',
  })
  async me(@Ctx() ctx: GraphQLContext): Promise<UserJson> {
    return presentUser(await resolveUseCase(ctx.services.accounts.currentUser, ctx.request, {}));
  }

  @Mutation(() => UserType, { description: 'Creates an account (role user). Does not sign in.' })
  async signUp(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SignUpInputType) input: SignUpInputType,
  ): Promise<UserJson> {
    return presentUser(await resolveUseCase(ctx.services.accounts.signUp, ctx.request, { ...input }));
  }

  @Mutation(() => AuthPayloadType)
  async signIn(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SignInInputType) input: SignInInputType,
  ): Promise<SignInJson> {
    return presentSignIn(await resolveUseCase(ctx.services.accounts.signIn, ctx.request, { ...input }));
  }

  @Mutation(() => MessagePayloadType, { description: 'Revokes the session whose token authorised this request.' })
  async signOut(@Ctx() ctx: GraphQLContext): Promise<MessagePayloadType> {
    return resolveUseCase(ctx.services.accounts.signOut, ctx.request, { token: ctx.request.token });
  }

  @Mutation(() => MessagePayloadType, {
    description: 'Mails a 6-digit code; the same answer whether or not the email has an account.',
  })
  async forgotPassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String) email: string,
  ): Promise<MessagePayloadType> {
    return resolveUseCase(ctx.services.accounts.forgotPassword, ctx.request, { email });
  }

  @Mutation(() => MessagePayloadType)
  async resetPassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ResetPasswordInputType) input: ResetPasswordInputType,
  ): Promise<MessagePayloadType> {
    return resolveUseCase(ctx.services.accounts.resetPassword, ctx.request, { ...input });
  }
}
