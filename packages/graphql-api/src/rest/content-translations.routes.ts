import { TRANSLATABLE_FIELDS } from '@cobuy/domain';
import type { AppServices } from '../composition-root.js';
import {
  clearedJson,
  contentTranslationJson,
  contentTranslationsJson,
  translatedTextJson,
} from '../openapi/content-translations-response.schemas.js';
import { presentContentTranslation, presentContentTranslations } from '../presenters/content-translations.presenter.js';
import { asIs, defineRoute, type RestRoute } from './rest-route.js';

const FIELDS = Object.entries(TRANSLATABLE_FIELDS)
  .map(([kind, fields]) => `${kind}: ${fields.join(', ')}`)
  .join('; ');

const KEY_PATH = '/secure-admin/content-translations/:kind/:entityId/:field/:language';
const KEY_INPUT = { kind: 'kind', entityId: 'entityId', field: 'field', language: 'language' };

/**
 * Content in the investor's language (issue 20 item 2; docs/i18n.md, "Content translations"): the public
 * translate call and admins' stored translations of project, unit, update and developer texts (audited).
 */
export function contentTranslationRoutes(services: AppServices): readonly RestRoute[] {
  const { contentTranslations } = services;
  const tags = ['Content translations'];
  return [
    defineRoute({
      method: 'post',
      path: '/translate',
      useCase: contentTranslations.translate,
      operationId: 'translateText',
      input: { body: 'all' },
      present: asIs,
      summary: 'A dynamic text in the language asked for',
      description:
        "`text` (at most 5,000 characters) and `targetLanguage` (one of the site's 15 codes; another is a 400). " +
        "An admin's stored translation of exactly this text first, then the translation service (LibreTranslate " +
        'when configured; answers cached; cut after its timeout), then the original. English, empty, numeric and ' +
        'currency-only text come back as sent. A service that is down or slow is never an error: the original ' +
        'comes back with 200. 600 a minute per IP.',
      tags,
      response: { description: 'The translated text', schema: translatedTextJson },
      errors: ['ACCOUNTS.RATE_LIMITED'],
    }),
    defineRoute({
      method: 'get',
      path: '/secure-admin/content-translations/:kind/:entityId',
      useCase: contentTranslations.list,
      operationId: 'listContentTranslations',
      input: { path: { kind: 'kind', entityId: 'entityId' } },
      present: presentContentTranslations,
      summary: "A record's translatable originals and its stored translations (admins only)",
      description: `\`kind\`: project, unit, update or developer. Translatable fields: ${FIELDS}.`,
      tags,
      response: { description: 'Originals and translations', schema: contentTranslationsJson },
    }),
    defineRoute({
      method: 'put',
      path: KEY_PATH,
      useCase: contentTranslations.set,
      operationId: 'setContentTranslation',
      input: { path: KEY_INPUT, body: ['text'] },
      present: (t) => presentContentTranslation(t, t.sourceText),
      summary: 'Save the translation of one field in one language (admins only; audited)',
      description:
        `Translatable fields: ${FIELDS}. \`language\`: one of the 14 besides English (English is the original). ` +
        '`text`: 1 to 20,000 characters after trimming. The original it translates is recorded with it. The same ' +
        'text again records nothing.',
      tags,
      response: { description: 'The saved translation', schema: contentTranslationJson },
    }),
    defineRoute({
      method: 'delete',
      path: KEY_PATH,
      useCase: contentTranslations.clear,
      operationId: 'clearContentTranslation',
      input: { path: KEY_INPUT },
      present: asIs,
      summary: 'Remove the translation of one field in one language (admins only; audited)',
      tags,
      response: { description: 'Whether one was removed', schema: clearedJson },
    }),
  ];
}
