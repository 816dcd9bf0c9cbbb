import { describe, expect, it } from 'vitest';
import { languagePreferenceJson } from '../../src/openapi/account-settings-response.schemas.js';
import { useTestServer } from '../../src/testing/test-server.js';
import { bearer, freshIp, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';

/*
 * The language a user chose (docs/i18n.md, "On the server"): stored on their account, read and changed over REST
 * and GraphQL, only one of the 15 languages (or null) accepted.
 */

const server = useTestServer({ seed: false });

const call = (who: TestAccount, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, { ...bearer(who.token), ...freshIp() });
const gql = (who: TestAccount, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, { ...bearer(who.token), ...freshIp() });

describe('the preferred language', () => {
  it('is null until chosen, then stored, changed and cleared over REST', async () => {
    const ama = await newAccount(server);
    const path = `/api/users/${ama.id}/language`;
    const first = await call(ama, 'GET', path);
    expect(first.status).toBe(200);
    expect(languagePreferenceJson.parse(first.body)).toEqual({ preferredLanguage: null });

    expect((await call(ama, 'PUT', path, { preferredLanguage: 'fr' })).body).toEqual({ preferredLanguage: 'fr' });
    expect((await call(ama, 'GET', path)).body).toEqual({ preferredLanguage: 'fr' });
    const stored = await server.db
      .em()
      .execute<{ preferred_language: string | null }[]>('select preferred_language from users where id = ?', [ama.id]);
    expect(stored[0]!.preferred_language).toBe('fr');

    expect((await call(ama, 'PUT', path, { preferredLanguage: null })).body).toEqual({ preferredLanguage: null });
    expect((await call(ama, 'GET', path)).body).toEqual({ preferredLanguage: null });
  });

  it('refuses a language the site does not have with a 400 on the field, and keeps the stored one', async () => {
    const ama = await newAccount(server);
    const path = `/api/users/${ama.id}/language`;
    await call(ama, 'PUT', path, { preferredLanguage: 'ar' });
    for (const bad of ['xx', 'EN', 'fr-FR', '', 42]) {
      const res = await call(ama, 'PUT', path, { preferredLanguage: bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION.INVALID_INPUT',
        // Ama chose Arabic: the reason is in Arabic (docs/i18n.md, "On the server"), the field name and code stay.
        fields: {
          preferredLanguage:
            'يجب أن تكون إحدى القيم التالية: en, fr, es, de, zh, ar, pt, hi, ja, ko, ru, it, tr, nl, sw',
        },
      });
    }
    expect((await call(ama, 'PUT', path, {})).status).toBe(400);
    expect((await call(ama, 'GET', path)).body).toEqual({ preferredLanguage: 'ar' });
  });

  it("is another user's to read or change: 403", async () => {
    const ama = await newAccount(server);
    const kofi = await newAccount(server);
    expect((await call(kofi, 'GET', `/api/users/${ama.id}/language`)).status).toBe(403);
    expect((await call(kofi, 'PUT', `/api/users/${ama.id}/language`, { preferredLanguage: 'de' })).status).toBe(403);
  });

  it('is read and changed over GraphQL with the same rule', async () => {
    const ama = await newAccount(server);
    const update = 'mutation($l: String) { updateMyLanguage(preferredLanguage: $l) { preferredLanguage } }';
    expect((await gql(ama, update, { l: 'sw' })).body.data).toEqual({ updateMyLanguage: { preferredLanguage: 'sw' } });
    expect((await gql(ama, '{ myLanguage { preferredLanguage } }')).body.data).toEqual({
      myLanguage: { preferredLanguage: 'sw' },
    });
    const refused = await gql(ama, update, { l: 'klingon' });
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      // In Swahili, the language Ama chose.
      fields: { preferredLanguage: expect.stringContaining('lazima iwe mojawapo ya hizi: en, fr') },
    });
  });
});
