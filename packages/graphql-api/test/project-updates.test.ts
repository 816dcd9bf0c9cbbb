import { beforeAll, describe, expect, it } from 'vitest';
import { deletedProjectUpdateJson } from '../src/openapi/project-updates-response.schemas.js';
import { errorJson, projectUpdateJson } from '../src/openapi/response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { projectWithUnit } from './investing/support/investing-data.js';

/*
 * Project updates over HTTP (investor spec §2, §5, §7; product rules §5-§6): the admin posts, edits and deletes
 * updates through REST and GraphQL; the public read shows them; each write leaves one audit row, and a post one
 * `project.update_posted` event naming the project's investors and applicants.
 */

const server = useTestServer({ seed: false });

let admin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
});

const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});

const form = {
  title: 'Roof slab poured',
  description: 'Block B reached the fifth floor; the roof slab was poured on Friday.',
  progressPercentage: 45,
  updateType: 'milestone',
  imageUrl: 'https://images.example.com/block-b.jpg',
};

const newProject = async () => (await projectWithUnit(server.db, { price: '100000.00' })).projectId;

async function post(projectId: number, body: object = form): Promise<{ id: number; createdAt: string }> {
  const res = await call(admin, 'POST', `/api/projects/${projectId}/updates`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const auditRows = (updateId: number) =>
  server.db
    .em()
    .execute<{ actor_id: number; action: string; before: unknown; after: unknown }[]>(
      `select actor_id, action, before, after from audit_log where entity = 'project_update' and entity_id = ? order by id`,
      [String(updateId)],
    );

const postedEvents = (projectId: number) =>
  server.db
    .em()
    .execute<{ payload: any }[]>(
      `select payload from domain_events where type = 'project.update_posted' and (payload->>'projectId')::int = ? order by id`,
      [projectId],
    );

const parse = (json: unknown) => (typeof json === 'string' ? JSON.parse(json) : json);

describe('project updates over REST', () => {
  it('posts, lists, edits and deletes an update, one audit row per write', async () => {
    const projectId = await newProject();
    const created = await call(admin, 'POST', `/api/projects/${projectId}/updates`, {
      ...form,
      title: '  Roof slab poured  ',
      progressPercentage: '45',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(projectUpdateJson.safeParse(created.body).error?.issues ?? []).toEqual([]);
    expect(created.body).toMatchObject({ projectId, ...form });
    const id = created.body.id as number;

    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toEqual([created.body]);

    const edited = await call(admin, 'PUT', `/api/projects/${projectId}/updates/${id}`, {
      ...form,
      title: 'Roof slab poured (corrected)',
      updateType: 'progress',
      imageUrl: '',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toEqual({
      ...created.body,
      title: 'Roof slab poured (corrected)',
      updateType: 'progress',
      imageUrl: null,
    });
    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toEqual([edited.body]);

    const deleted = await call(admin, 'DELETE', `/api/projects/${projectId}/updates/${id}`);
    expect(deleted.status).toBe(200);
    expect(deletedProjectUpdateJson.parse(deleted.body)).toEqual({
      id,
      projectId,
      message: 'The update has been deleted.',
    });
    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/projects/${projectId}/updates/${id}`)).body).toMatchObject({
      code: 'PROJECT_UPDATE.NOT_FOUND',
    });

    const rows = await auditRows(id);
    expect(rows.map((r) => [r.actor_id, r.action])).toEqual([
      [admin.id, 'project_update.posted'],
      [admin.id, 'project_update.edited'],
      [admin.id, 'project_update.deleted'],
    ]);
    expect(rows.map((r) => [parse(r.before)?.title ?? null, parse(r.after)?.title ?? null])).toEqual([
      [null, 'Roof slab poured'],
      ['Roof slab poured', 'Roof slab poured (corrected)'],
      ['Roof slab poured (corrected)', null],
    ]);
    // Only the post tells anyone.
    expect(await postedEvents(projectId)).toHaveLength(1);
  });

  it("tells the project's investors and applicants, not those who withdrew, were refused or cancelled", async () => {
    const projectId = await newProject();
    const { projectId: elsewhere } = await projectWithUnit(server.db, { price: '100000.00' });
    const [applicant, withdrew, refused, investor, cancelled, other] = await Promise.all(
      Array.from({ length: 6 }, () => newAccount(server)),
    );
    const unitId = Number(
      (await server.db.em().execute<{ id: number }[]>('select id from units where project_id = ?', [projectId]))[0]!.id,
    );
    const apply = async (who: TestAccount, project = projectId) => {
      const res = await call(who, 'POST', '/api/project-interests', {
        projectId: project,
        interestAmount: '25000',
        contactPreference: 'email',
        contactInfo: who.email,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const invest = async (who: TestAccount) => {
      const res = await call(who, 'POST', '/api/investments', { projectId, unitId, amount: '5000' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    await apply(applicant);
    expect((await call(withdrew, 'POST', `/api/project-interests/${await apply(withdrew)}/withdraw`)).status).toBe(200);
    const refusedId = await apply(refused);
    const reject = await call(admin, 'POST', `/api/secure-admin/project-interests/${refusedId}/reject`, {});
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    await invest(investor);
    expect((await call(cancelled, 'POST', `/api/investments/${await invest(cancelled)}/cancel`, {})).status).toBe(200);
    await apply(other, elsewhere);

    const update = await post(projectId);
    const events = await postedEvents(projectId);
    expect(events.map((e) => parse(e.payload))).toEqual([
      {
        projectId,
        updateId: update.id,
        title: 'Roof slab poured',
        updateType: 'milestone',
        recipients: [applicant.id, investor.id].sort((a, b) => a - b),
      },
    ]);
  });

  it('answers bad input with a 400 naming each field with the form’s message', async () => {
    const projectId = await newProject();
    const empty = await call(admin, 'POST', `/api/projects/${projectId}/updates`, {});
    expect(empty.status).toBe(400);
    expect(errorJson.safeParse(empty.body).success).toBe(true);
    expect(empty.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        title: 'Title is required',
        description: 'Description is required',
        progressPercentage: 'Progress percentage is required',
      },
    });
    const bad = await call(admin, 'POST', `/api/projects/${projectId}/updates`, {
      ...form,
      progressPercentage: 'lots',
      updateType: 'news',
      imageUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      progressPercentage: 'Progress percentage must be a number between 0 and 100',
      updateType: 'Update type must be one of progress, milestone, completion, alert',
      imageUrl: 'Image URL must be a web address starting with http:// or https://',
    });
    const update = await post(projectId);
    const badEdit = await call(admin, 'PUT', `/api/projects/${projectId}/updates/${update.id}`, {
      ...form,
      progressPercentage: 101,
    });
    expect(badEdit.body.fields).toEqual({
      progressPercentage: 'Progress percentage must be a number between 0 and 100',
    });
    expect(await auditRows(update.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown project or an update of another project', async () => {
    const projectId = await newProject();
    const otherProject = await newProject();
    const unknown = await call(admin, 'POST', '/api/projects/987654/updates', form);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'PROJECT.NOT_FOUND', message: 'Project not found' });
    const update = await post(projectId);
    const wrong = await call(admin, 'PUT', `/api/projects/${otherProject}/updates/${update.id}`, form);
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('PROJECT_UPDATE.NOT_FOUND');
    expect((await call(admin, 'DELETE', `/api/projects/${otherProject}/updates/${update.id}`)).status).toBe(404);
    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toMatchObject([{ id: update.id }]);
  });

  it('lets only admins write: 401 without a session, 403 for an investor, and nothing stored', async () => {
    const projectId = await newProject();
    const investor = await newAccount(server);
    const update = await post(projectId);
    expect((await call(null, 'POST', `/api/projects/${projectId}/updates`, form)).status).toBe(401);
    const refused = await call(investor, 'POST', `/api/projects/${projectId}/updates`, form);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH.FORBIDDEN');
    expect((await call(investor, 'PUT', `/api/projects/${projectId}/updates/${update.id}`, form)).status).toBe(403);
    expect((await call(investor, 'DELETE', `/api/projects/${projectId}/updates/${update.id}`)).status).toBe(403);
    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toHaveLength(1);
    expect(await postedEvents(projectId)).toHaveLength(1);
    expect(await auditRows(update.id)).toHaveLength(1);
  });
});

describe('project updates over GraphQL', () => {
  const FIELDS = 'id projectId title description progressPercentage updateType imageUrl createdAt';
  const gql = (who: TestAccount | null, query: string, variables: Record<string, unknown>) =>
    server.graphql(query, variables, who ? bearer(who.token) : {});

  it('posts, edits and deletes with the same rules and errors as REST, and the project shows the result', async () => {
    const projectId = await newProject();
    const posted = await gql(
      admin,
      `mutation($projectId: Int!, $input: ProjectUpdateInput!) { postProjectUpdate(projectId: $projectId, input: $input) { ${FIELDS} } }`,
      { projectId, input: form },
    );
    expect(posted.body.errors).toBeUndefined();
    const update = posted.body.data.postProjectUpdate;
    expect(update).toMatchObject({ projectId, ...form });
    expect(await postedEvents(projectId)).toHaveLength(1);

    const edit = (input: object, id = update.id) =>
      gql(
        admin,
        `mutation($projectId: Int!, $updateId: Int!, $input: ProjectUpdateInput!) {
           editProjectUpdate(projectId: $projectId, updateId: $updateId, input: $input) { ${FIELDS} } }`,
        { projectId, updateId: id, input },
      );
    const edited = await edit({ ...form, progressPercentage: 60, imageUrl: null, updateType: null });
    expect(edited.body.data.editProjectUpdate).toEqual({
      ...update,
      progressPercentage: 60,
      imageUrl: null,
      updateType: 'progress',
    });
    const refused = await edit({ ...form, title: ' ', progressPercentage: 120 });
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      status: 400,
      fields: {
        title: 'Title is required',
        progressPercentage: 'Progress percentage must be a number between 0 and 100',
      },
    });
    expect((await edit(form, 987654)).body.errors[0].extensions.code).toBe('PROJECT_UPDATE.NOT_FOUND');

    const page = await server.graphql(`query($id: Int!) { project(id: $id) { updates { ${FIELDS} } } }`, {
      id: projectId,
    });
    expect(page.body.data.project.updates).toEqual([edited.body.data.editProjectUpdate]);

    const remove = `mutation($projectId: Int!, $updateId: Int!) {
      deleteProjectUpdate(projectId: $projectId, updateId: $updateId) { id projectId message } }`;
    const investor = await newAccount(server);
    const forbidden = await gql(investor, remove, { projectId, updateId: update.id });
    expect(forbidden.body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    const deleted = await gql(admin, remove, { projectId, updateId: update.id });
    expect(deleted.body.data.deleteProjectUpdate).toEqual({
      id: update.id,
      projectId,
      message: 'The update has been deleted.',
    });
    expect((await auditRows(update.id)).map((r) => r.action)).toEqual([
      'project_update.posted',
      'project_update.edited',
      'project_update.deleted',
    ]);
  });

  it('refuses an unknown project and non-admins with the REST codes', async () => {
    const postDoc = `mutation($projectId: Int!, $input: ProjectUpdateInput!) { postProjectUpdate(projectId: $projectId, input: $input) { id } }`;
    const unknown = await gql(admin, postDoc, { projectId: 987654, input: form });
    expect(unknown.body.errors[0].extensions).toMatchObject({ code: 'PROJECT.NOT_FOUND', status: 404 });
    const projectId = await newProject();
    expect((await gql(null, postDoc, { projectId, input: form })).body.errors[0].extensions.code).toBe(
      'AUTH.UNAUTHENTICATED',
    );
    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toEqual([]);
  });
});
