import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { MessagePayloadType } from '../message-payload.type.js';
import { ContactMessageInputType } from './contact.types.js';

/** The contact form: the same use case, rate limits and errors as POST /api/contact. */
@Resolver()
export class ContactResolver {
  @Mutation(() => MessagePayloadType, { description: 'Sends a message to the CoBuy team; anyone may write.' })
  async sendContactMessage(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ContactMessageInputType) input: ContactMessageInputType,
  ): Promise<MessagePayloadType> {
    return resolveUseCase(ctx.services.contact.sendContactMessage, ctx.request, { ...input });
  }
}
