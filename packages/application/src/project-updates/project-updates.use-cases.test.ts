import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { DeleteProjectUpdate } from './delete-project-update/delete-project-update.use-case.js';
import { EditProjectUpdate } from './edit-project-update/edit-project-update.use-case.js';
import { PostProjectUpdate } from './post-project-update/post-project-update.use-case.js';
import { projectUpdatesTestKit } from './testing/in-memory-project-updates.js';

const ADMIN = 1;
const PROJECT = 10;
const OTHER_PROJECT = 11;

const form = {
  projectId: PROJECT,
  title: '  Roof slab poured ',
  description: 'Block B reached the fifth floor; the roof slab was poured on Friday.',
  progressPercentage: 45,
  updateType: 'milestone',
  imageUrl: 'https://images.example.com/block-b.jpg',
};

function setUp() {
  const kit = projectUpdatesTestKit();
  kit.updates.projects.add(PROJECT).add(OTHER_PROJECT);
  kit.updates.audience.set(PROJECT, [42, 7, 19]);
  kit.updates.mailboxes.set(PROJECT, [{ userId: 7, email: 'ama@example.com', firstName: 'Ama' }]);
  return {
    ...kit,
    post: new PostProjectUpdate(kit),
    edit: new EditProjectUpdate(kit),
    remove: new DeleteProjectUpdate(kit),
  };
}

async function fieldsOf(input: unknown) {
  const { ctx, post } = setUp();
  const result = await runUseCase(post, ctx(ADMIN), input);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.code).toBe('VALIDATION.INVALID_INPUT');
  return result.error.fields;
}

describe('posting a project update', () => {
  it('stores the trimmed form, audits it and tells the project’s investors and applicants', async () => {
    const { ctx, post, updates, audit, events, now } = setUp();
    const result = await runUseCase(post, ctx(ADMIN), form);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      id: 1,
      projectId: PROJECT,
      title: 'Roof slab poured',
      description: form.description,
      progressPercentage: 45,
      updateType: 'milestone',
      imageUrl: 'https://images.example.com/block-b.jpg',
      createdAt: now,
    });
    expect(updates.rows).toEqual([result.value]);
    expect(events).toEqual([
      {
        type: 'project.update_posted',
        projectId: PROJECT,
        updateId: 1,
        title: 'Roof slab poured',
        updateType: 'milestone',
        recipients: [7, 19, 42],
        at: now,
      },
    ]);
    expect(audit).toEqual([
      {
        actorId: ADMIN,
        action: 'project_update.posted',
        entity: 'project_update',
        entityId: '1',
        before: null,
        after: {
          projectId: PROJECT,
          title: 'Roof slab poured',
          description: form.description,
          progressPercentage: 45,
          updateType: 'milestone',
          imageUrl: 'https://images.example.com/block-b.jpg',
        },
        at: now,
        correlationId: 'project-updates-test',
      },
    ]);
  });

  it('reads progress typed in a form field, posts a progress report when no type is sent, and no image when blank', async () => {
    const { ctx, post, events } = setUp();
    const result = await runUseCase(post, ctx(ADMIN), {
      ...form,
      projectId: String(OTHER_PROJECT),
      progressPercentage: ' 100 ',
      updateType: null,
      imageUrl: '   ',
    });
    expect(result.ok && result.value).toMatchObject({
      progressPercentage: 100,
      updateType: 'progress',
      imageUrl: null,
    });
    // Nobody holds or applied to this project yet: the event names nobody.
    expect(events).toMatchObject([{ projectId: OTHER_PROJECT, recipients: [] }]);
  });

  it('mails each active member of the audience, except whoever turned project-update mail off', async () => {
    const { ctx, post, updates, mails, preferences } = setUp();
    updates.titles.set(PROJECT, 'East Legon Heights');
    updates.mailboxes.set(PROJECT, [
      { userId: 42, email: 'kofi@example.com', firstName: 'Kofi' },
      { userId: 7, email: 'ama@example.com', firstName: 'Ama' },
      { userId: 19, email: 'yaw@example.com', firstName: 'Yaw' },
    ]);
    preferences.set('yaw@example.com', { projectUpdates: false, applicationNews: true });
    const result = await runUseCase(post, ctx(ADMIN), form);
    expect(result.ok).toBe(true);
    const data = {
      projectId: PROJECT,
      projectTitle: 'East Legon Heights',
      updateTitle: 'Roof slab poured',
      description: form.description,
      progressPercentage: 45,
    };
    expect(mails).toEqual([
      { template: 'project-update', to: 'ama@example.com', data: { ...data, firstName: 'Ama' } },
      { template: 'project-update', to: 'kofi@example.com', data: { ...data, firstName: 'Kofi' } },
    ]);
  });

  it('is for admins only, and a refused caller writes nothing', async () => {
    const { ctx, post, updates, audit, events } = setUp();
    const anonymous = await runUseCase(post, ctx(null), form);
    const investor = await runUseCase(post, ctx(7, 'user'), form);
    expect(!anonymous.ok && anonymous.error.code).toBe('AUTH.UNAUTHENTICATED');
    expect(!investor.ok && investor.error.code).toBe('AUTH.FORBIDDEN');
    expect([updates.rows, audit, events]).toEqual([[], [], []]);
  });

  it('answers an unknown project with a 404 and writes nothing', async () => {
    const { ctx, post, updates, audit, events } = setUp();
    const result = await runUseCase(post, ctx(ADMIN), { ...form, projectId: 999 });
    expect(!result.ok && result.error).toMatchObject({ code: 'PROJECT.NOT_FOUND', message: 'Project not found' });
    expect([updates.rows, audit, events]).toEqual([[], [], []]);
  });

  it('requires title, description and progress, with the form’s messages', async () => {
    expect(await fieldsOf({ projectId: PROJECT })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      progressPercentage: 'Progress percentage is required',
    });
    expect(await fieldsOf({ ...form, title: '   ', description: '', progressPercentage: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      progressPercentage: 'Progress percentage is required',
    });
  });

  it('wants progress a whole number from 0 to 100, never reading nonsense as 0', async () => {
    const range = { progressPercentage: 'Progress percentage must be a number between 0 and 100' };
    for (const progressPercentage of [101, -1, 'abc', '50%', '1e2', true, [50], Number.NaN]) {
      expect(await fieldsOf({ ...form, progressPercentage })).toEqual(range);
    }
    expect(await fieldsOf({ ...form, progressPercentage: 45.5 })).toEqual({
      progressPercentage: 'Progress percentage must be a whole number',
    });
  });

  it('knows the four update types, and wants an http(s) image of at most 2000 characters', async () => {
    expect(await fieldsOf({ ...form, updateType: 'news' })).toEqual({
      updateType: 'Update type must be one of progress, milestone, completion, alert',
    });
    const notHttp = { imageUrl: 'Image URL must be a web address starting with http:// or https://' };
    for (const imageUrl of [
      'javascript:alert(1)',
      'ftp://example.com/a.jpg',
      '/images/a.jpg',
      'data:image/png;base64,AA',
      42,
    ]) {
      expect(await fieldsOf({ ...form, imageUrl })).toEqual(notHttp);
    }
    const long = `https://example.com/${'a'.repeat(1981)}`;
    expect(await fieldsOf({ ...form, imageUrl: long })).toEqual({
      imageUrl: 'Image URL must be at most 2000 characters',
    });
    const { ctx, post } = setUp();
    const longest = await runUseCase(post, ctx(ADMIN), { ...form, imageUrl: long.slice(0, 2000) });
    expect(longest.ok && longest.value.imageUrl).toHaveLength(2000);
  });

  it('bounds the title at 200 characters and the description at 5000', async () => {
    expect(await fieldsOf({ ...form, title: 'T'.repeat(201), description: 'D'.repeat(5001) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 5000 characters',
    });
  });
});

describe('editing and deleting a project update', () => {
  async function posted() {
    const kit = setUp();
    const result = await runUseCase(kit.post, kit.ctx(ADMIN), form);
    if (!result.ok) throw new Error('post failed');
    expect(kit.mails).toHaveLength(1);
    kit.audit.length = 0;
    kit.events.length = 0;
    kit.mails.length = 0;
    return { ...kit, update: result.value };
  }

  it('replaces the fields, keeps the posting date, audits before and after, and notifies nobody again', async () => {
    const { ctx, edit, update, audit, events, mails } = await posted();
    const result = await runUseCase(edit, ctx(ADMIN), {
      ...form,
      updateId: String(update.id),
      title: 'Roof slab poured (corrected)',
      progressPercentage: 50,
      imageUrl: null,
    });
    expect(result.ok && result.value).toEqual({
      ...update,
      title: 'Roof slab poured (corrected)',
      progressPercentage: 50,
      imageUrl: null,
    });
    expect(events).toEqual([]);
    expect(mails).toEqual([]);
    expect(audit).toMatchObject([
      {
        action: 'project_update.edited',
        entity: 'project_update',
        entityId: String(update.id),
        before: { title: 'Roof slab poured', progressPercentage: 45, imageUrl: update.imageUrl },
        after: { title: 'Roof slab poured (corrected)', progressPercentage: 50, imageUrl: null },
      },
    ]);
  });

  it('validates an edit like a post', async () => {
    const { ctx, edit, update, audit } = await posted();
    const result = await runUseCase(edit, ctx(ADMIN), { ...form, updateId: update.id, progressPercentage: 150 });
    expect(!result.ok && result.error.fields).toEqual({
      progressPercentage: 'Progress percentage must be a number between 0 and 100',
    });
    expect(audit).toEqual([]);
  });

  it('deletes after auditing what the update said, and a second delete finds nothing', async () => {
    const { ctx, remove, update, updates, audit } = await posted();
    const result = await runUseCase(remove, ctx(ADMIN), { projectId: PROJECT, updateId: update.id });
    expect(result.ok && result.value).toEqual({ id: update.id, projectId: PROJECT });
    expect(updates.rows).toEqual([]);
    expect(audit).toMatchObject([
      {
        action: 'project_update.deleted',
        entityId: String(update.id),
        before: { title: 'Roof slab poured' },
        after: null,
      },
    ]);
    const again = await runUseCase(remove, ctx(ADMIN), { projectId: PROJECT, updateId: update.id });
    expect(!again.ok && again.error.code).toBe('PROJECT_UPDATE.NOT_FOUND');
  });

  it('finds an update only through its own project, and refuses non-admins', async () => {
    const { ctx, edit, remove, update, updates, audit } = await posted();
    const wrongProject = await runUseCase(remove, ctx(ADMIN), { projectId: OTHER_PROJECT, updateId: update.id });
    expect(!wrongProject.ok && wrongProject.error.code).toBe('PROJECT_UPDATE.NOT_FOUND');
    const noProject = await runUseCase(edit, ctx(ADMIN), { ...form, projectId: 999, updateId: update.id });
    expect(!noProject.ok && noProject.error.code).toBe('PROJECT.NOT_FOUND');
    const investor = await runUseCase(remove, ctx(7, 'user'), { projectId: PROJECT, updateId: update.id });
    expect(!investor.ok && investor.error.code).toBe('AUTH.FORBIDDEN');
    expect(updates.rows).toEqual([update]);
    expect(audit).toEqual([]);
  });
});
