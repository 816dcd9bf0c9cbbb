import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  presentContentTranslation,
  presentContentTranslations,
  type ContentTranslationJson,
  type ContentTranslationsJson,
} from '../../presenters/content-translations.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { ContentTranslationsType, ContentTranslationType, TranslatedTextType } from './content-translations.types.js';

/**
 * Content translations over GraphQL: the same use cases, limits and refusals as POST /api/translate and
 * /api/secure-admin/content-translations (docs/i18n.md, "Content translations").
 */
@Resolver()
export class ContentTranslationsResolver {
  @Query(() => TranslatedTextType, {
    description:
      "A dynamic text in the language asked for: an admin's stored translation, then the translation service, " +
      'then the original (never an error when the service is down). 600 a minute per IP.',
  })
  async translation(
    @Ctx() ctx: GraphQLContext,
    @Arg('text', () => String) text: string,
    @Arg('targetLanguage', () => String) targetLanguage: string,
  ): Promise<TranslatedTextType> {
    return resolveUseCase(ctx.services.contentTranslations.translate, ctx.request, { text, targetLanguage });
  }

  @Query(() => ContentTranslationsType, {
    description: "A record's translatable originals and its stored translations (admins only).",
  })
  async contentTranslations(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => String, { description: 'project, unit, update or developer.' }) kind: string,
    @Arg('entityId', () => Int) entityId: number,
  ): Promise<ContentTranslationsJson> {
    return presentContentTranslations(
      await resolveUseCase(ctx.services.contentTranslations.list, ctx.request, { kind, entityId }),
    );
  }

  @Mutation(() => ContentTranslationType, {
    description: 'Saves the translation of one field in one language (admins only; audited).',
  })
  async setContentTranslation(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => String) kind: string,
    @Arg('entityId', () => Int) entityId: number,
    @Arg('field', () => String) field: string,
    @Arg('language', () => String) language: string,
    @Arg('text', () => String) text: string,
  ): Promise<ContentTranslationJson> {
    const saved = await resolveUseCase(ctx.services.contentTranslations.set, ctx.request, {
      kind,
      entityId,
      field,
      language,
      text,
    });
    return presentContentTranslation(saved, saved.sourceText);
  }

  @Mutation(() => Boolean, {
    description: 'Removes the translation of one field in one language (admins only; audited). False: none.',
  })
  async clearContentTranslation(
    @Ctx() ctx: GraphQLContext,
    @Arg('kind', () => String) kind: string,
    @Arg('entityId', () => Int) entityId: number,
    @Arg('field', () => String) field: string,
    @Arg('language', () => String) language: string,
  ): Promise<boolean> {
    const result = await resolveUseCase(ctx.services.contentTranslations.clear, ctx.request, {
      kind,
      entityId,
      field,
      language,
    });
    return result.cleared;
  }
}
