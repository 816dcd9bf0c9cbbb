import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { presentMailSettings, type MailSettingsJson } from '../../presenters/mail-settings.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { MailSettingsInputType, MailSettingsType } from './mail-settings.types.js';

/**
 * Email Settings over GraphQL: the same admin use cases, rules and codes as /api/settings/email
 * (MAIL_SETTINGS.TEST_MAIL_REFUSED 422 with `details.reason` when the test mail is refused; nothing saved then).
 */
@Resolver()
export class MailSettingsResolver {
  @Query(() => MailSettingsType, { description: 'The account that sends platform mail (admins only).' })
  async mailSettings(@Ctx() ctx: GraphQLContext): Promise<MailSettingsJson> {
    return presentMailSettings(await resolveUseCase(ctx.services.mailSettings.get, ctx.request, {}));
  }

  @Mutation(() => MailSettingsType, {
    description:
      'Proves the Gmail account with a test mail to the signed-in admin, then saves it, the password encrypted ' +
      '(admins only); audited. A refused test mail saves nothing: MAIL_SETTINGS.TEST_MAIL_REFUSED.',
  })
  async saveMailSettings(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => MailSettingsInputType) input: MailSettingsInputType,
  ): Promise<MailSettingsJson> {
    return presentMailSettings(await resolveUseCase(ctx.services.mailSettings.save, ctx.request, { ...input }));
  }
}
