import { FakeMachineTranslation } from '@cobuy/adapters';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Content in the investor's language (issue 20 item 2; docs/i18n.md, "Content translations"): admins keep
 * translations of project, unit, update and developer texts (audited); POST /api/translate answers stored →
 * service → original, never a 5xx when the service is down; bad input is a 400 naming the field; limited per IP.
 */

const service = new FakeMachineTranslation();
const server = useTestServer({
  translation: { service, timeoutMs: 200 },
  translateRateLimit: { name: 'translate-ip-test', points: 40, durationSeconds: 60, blockSeconds: 60 },
});

let admin: TestAccount;
let investor: TestAccount;
let project: { id: number; title: string; description: string };

beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
  const list = await server.get('/api/projects');
  project = (list.body as { id: number; title: string; description: string }[])[0]!;
});

const translate = (body: unknown, ip = freshIp()) => send(server, 'POST', '/api/translate', body, ip);
const keyPath = (kind: string, id: number, field: string, language: string) =>
  `/api/secure-admin/content-translations/${kind}/${id}/${field}/${language}`;
const put = (path: string, text: unknown, who = admin) => send(server, 'PUT', path, { text }, bearer(who.token));

const auditRows = (entityId: string) =>
  server.db.em().execute<{ actor_id: number; action: string; before: unknown; after: unknown }[]>(
    `select actor_id, action, before, after from audit_log where entity = 'content_translation' and entity_id = ?
        order by id`,
    [entityId],
  );

describe('stored translations', () => {
  it("serves a project description's stored French translation, and audits who saved it", async () => {
    const french = 'Huit maisons de ville à Oyarifa, avec jardin.';
    const saved = await put(keyPath('project', project.id, 'description', 'fr'), `  ${french}  `);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ text: french, sourceText: project.description, current: true });

    const res = await translate({ text: project.description, targetLanguage: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ translatedText: french, source: 'stored' });
    expect(service.calls.some((c) => c.text === project.description && c.target === 'fr')).toBe(false);

    expect(await auditRows(`project:${project.id}:description:fr`)).toEqual([
      {
        actor_id: admin.id,
        action: 'content_translation.saved',
        before: null,
        after: { text: french, sourceText: project.description },
      },
    ]);
    // The same text again records nothing.
    await put(keyPath('project', project.id, 'description', 'fr'), french);
    expect(await auditRows(`project:${project.id}:description:fr`)).toHaveLength(1);
  });

  it("lists a record's originals and translations for the editor, and marks one stale once the original changed", async () => {
    await put(keyPath('project', project.id, 'title', 'de'), 'Ein Titel');
    const list = await send(
      server,
      'GET',
      `/api/secure-admin/content-translations/project/${project.id}`,
      undefined,
      bearer(admin.token),
    );
    expect(list.status).toBe(200);
    expect(list.body.originals).toEqual([
      { field: 'title', text: project.title },
      { field: 'description', text: project.description },
    ]);
    expect(list.body.translations.map((t: { field: string; language: string; current: boolean }) => t)).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'title', language: 'de', current: true })]),
    );

    await server.db.em().execute('update projects set title = ? where id = ?', ['A new title', project.id], 'run');
    const after = await send(
      server,
      'GET',
      `/api/secure-admin/content-translations/project/${project.id}`,
      undefined,
      bearer(admin.token),
    );
    expect(after.body.translations).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'title', language: 'de', current: false })]),
    );
    // The new title is not the text that was translated: the service answers it.
    expect((await translate({ text: 'A new title', targetLanguage: 'de' })).body).toEqual({
      translatedText: '[de] A new title',
      source: 'service',
    });
    await server.db.em().execute('update projects set title = ? where id = ?', [project.title, project.id], 'run');
  });

  it('clears a translation (audited); the service answers again; clearing twice records nothing', async () => {
    const path = keyPath('project', project.id, 'title', 'de');
    const cleared = await send(server, 'DELETE', path, undefined, bearer(admin.token));
    expect(cleared).toMatchObject({ status: 200, body: { cleared: true } });
    expect((await send(server, 'DELETE', path, undefined, bearer(admin.token))).body).toEqual({ cleared: false });
    const rows = await auditRows(`project:${project.id}:title:de`);
    expect(rows.map((r) => r.action)).toEqual(['content_translation.saved', 'content_translation.cleared']);
    expect((await translate({ text: project.title, targetLanguage: 'de' })).body.source).toBe('service');
  });

  it('keeps translations of units, updates and developers, and forgets them with their record', async () => {
    const [update] = await server.db.em().execute<{ id: number }[]>(
      `insert into project_updates (project_id, title, description, progress_percentage, update_type)
         values (?, 'Roof is on', 'The roof of block A is on.', 60, 'progress') returning id`,
      [project.id],
    );
    expect((await put(keyPath('update', update!.id, 'title', 'sw'), 'Paa umewekwa')).status).toBe(200);
    expect((await translate({ text: 'Roof is on', targetLanguage: 'sw' })).body.translatedText).toBe('Paa umewekwa');
    await server.db.em().execute('delete from project_updates where id = ?', [update!.id], 'run');
    const left = await server.db
      .em()
      .execute<{ n: string }[]>(
        `select count(*) as n from content_translations where entity_kind = 'update' and entity_id = ?`,
        [update!.id],
      );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('refuses bad keys and texts with a 400 naming the field, a missing record with a 404, and non-admins', async () => {
    const cases: [string, unknown, string][] = [
      [keyPath('project', project.id, 'description', 'en'), 'x', 'language'],
      [keyPath('project', project.id, 'description', 'xx'), 'x', 'language'],
      [keyPath('developer', 1, 'name', 'fr'), 'x', 'field'],
      [keyPath('planet', 1, 'description', 'fr'), 'x', 'kind'],
      [keyPath('project', project.id, 'description', 'fr'), '   ', 'text'],
      [keyPath('project', project.id, 'description', 'fr'), 'x'.repeat(20_001), 'text'],
      [keyPath('project', project.id, 'description', 'fr'), 42, 'text'],
    ];
    for (const [path, text, field] of cases) {
      const res = await put(path, text);
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), path).toContain(field);
    }
    expect((await put(keyPath('project', 999_999, 'description', 'fr'), 'x')).status).toBe(404);
    expect((await put(keyPath('project', project.id, 'description', 'fr'), 'x', investor)).status).toBe(403);
    expect((await send(server, 'PUT', keyPath('project', project.id, 'description', 'fr'), { text: 'x' })).status).toBe(
      401,
    );
  });
});

describe('POST /api/translate', () => {
  it('answers the original with 200 when the service is down or too slow', async () => {
    service.mode = 'fail';
    expect(await translate({ text: 'Plastering has started', targetLanguage: 'it' })).toMatchObject({
      status: 200,
      body: { translatedText: 'Plastering has started', source: 'original' },
    });
    service.mode = 'hang';
    expect(await translate({ text: 'Tiling has started', targetLanguage: 'it' })).toMatchObject({
      status: 200,
      body: { translatedText: 'Tiling has started', source: 'original' },
    });
    service.mode = 'answer';
  });

  it('refuses an unknown language, a missing or oversized text, with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ text: 'Hello', targetLanguage: 'xx' }, 'targetLanguage'],
      [{ text: 'Hello' }, 'targetLanguage'],
      [{ targetLanguage: 'fr' }, 'text'],
      [{ text: 'a'.repeat(5_001), targetLanguage: 'fr' }, 'text'],
    ] as const) {
      const res = await translate(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
  });

  it('limits calls per address (429 with the wait)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 40; i++) expect((await translate({ text: `${i}`, targetLanguage: 'fr' }, ip)).status).toBe(200);
    const refused = await translate({ text: 'One more', targetLanguage: 'fr' }, ip);
    expect(refused.status).toBe(429);
    expect((await translate({ text: 'One more', targetLanguage: 'fr' })).status).toBe(200);
  });

  it('answers the same over GraphQL, and admins save translations there too (audited)', async () => {
    const res = await server.graphql(
      'query ($t: String!) { translation(text: $t, targetLanguage: "fr") { translatedText source } }',
      { t: project.description },
      freshIp(),
    );
    expect(res.body.data.translation).toEqual({
      translatedText: expect.stringMatching(/^Huit maisons/),
      source: 'stored',
    });
    const bad = await server.graphql(
      '{ translation(text: "Hi", targetLanguage: "xx") { translatedText } }',
      {},
      freshIp(),
    );
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION.INVALID_INPUT' });

    const saved = await server.graphql(
      `mutation { setContentTranslation(kind: "project", entityId: ${project.id}, field: "title", language: "es",
        text: "Casas de Oyarifa") { text current } }`,
      {},
      bearer(admin.token),
    );
    expect(saved.body.data.setContentTranslation).toEqual({ text: 'Casas de Oyarifa', current: true });
    expect((await auditRows(`project:${project.id}:title:es`)).map((r) => r.actor_id)).toEqual([admin.id]);
    const refused = await server.graphql(
      `mutation { clearContentTranslation(kind: "project", entityId: ${project.id}, field: "title", language: "es") }`,
      {},
      bearer(investor.token),
    );
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });
});
