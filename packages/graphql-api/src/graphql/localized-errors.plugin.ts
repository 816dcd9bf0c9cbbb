import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { localizedConfirmation, localizedMessage, type ErrorTexts } from '../http/localized-errors.js';
import type { GraphQLContext } from './context.js';

/**
 * GraphQL errors in the request's language, like REST's (docs/i18n.md, "On the server"): `extensions.code`,
 * the field names and details stay; the message is the catalog's text for the code, and each reason in
 * `extensions.fields` the catalog's text for it, in the language the request context worked out (the signed-in
 * user's, else the cookie, Accept-Language, English). A mutation's confirmation (a root field's `message`, as in
 * `MessagePayload`) is put in the language too.
 */
export function localizeErrorsPlugin(texts: ErrorTexts): ApolloServerPlugin<GraphQLContext> {
  // The same hooks for every request: nothing in them is a request's own (no objects made per request).
  const hooks: GraphQLRequestListener<GraphQLContext> = {
    async willSendResponse({ response, contextValue, operation }) {
      const language = contextValue.request?.language;
      if (!language || language === 'en' || response.body.kind !== 'single') return;
      const result = response.body.singleResult;
      // A mutation's confirmation (`MessagePayload` and the like: a root field's `message`).
      if (operation?.operation === 'mutation' && result.data) {
        for (const [field, value] of Object.entries(result.data)) {
          if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'message' in value) {
            result.data[field] = localizedConfirmation(texts, language, value as { message?: unknown });
          }
        }
      }
      if (!result.errors) return;
      result.errors = result.errors.map((error) => {
        const localized = localizedMessage(texts, language, {
          message: error.message,
          code: error.extensions?.code,
          fields: error.extensions?.fields,
        });
        const fieldsChanged = localized.fields !== error.extensions?.fields;
        if (localized.message === error.message && !fieldsChanged) return error;
        return {
          ...error,
          message: localized.message as string,
          ...(fieldsChanged ? { extensions: { ...error.extensions, fields: localized.fields } } : {}),
        };
      });
    },
  };
  return { requestDidStart: async () => hooks };
}
