import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../forms/testing/schema-messages';
import {
  EMPTY_PROJECT_UPDATE,
  projectUpdateFormValues,
  projectUpdateInputOf,
  projectUpdateSchema,
  type ProjectUpdateFormValues,
} from './project-update-form';

const good: ProjectUpdateFormValues = {
  title: 'Roof slab poured',
  description: 'Block B reached the fifth floor.',
  progressPercentage: '45',
  updateType: 'milestone',
  imageUrl: '',
};

const messages = (values: object) => schemaMessages(projectUpdateSchema, values);

describe('the update form (investor spec §5, with the server messages)', () => {
  it('accepts a complete update, with or without an image', async () => {
    expect(await messages(good)).toEqual({});
    expect(await messages({ ...good, imageUrl: 'https://images.example.com/b.jpg', progressPercentage: '0' })).toEqual(
      {},
    );
    expect(await messages({ ...good, progressPercentage: '100' })).toEqual({});
  });

  it('requires title, description and progress', async () => {
    expect(await messages({ ...EMPTY_PROJECT_UPDATE, title: '   ' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      progressPercentage: 'Progress percentage is required',
    });
  });

  it('wants progress a whole number from 0 to 100', async () => {
    for (const progressPercentage of ['101', '-1', 'abc', '50%', '1e2']) {
      expect(await messages({ ...good, progressPercentage })).toEqual({
        progressPercentage: 'Progress percentage must be a number between 0 and 100',
      });
    }
    expect(await messages({ ...good, progressPercentage: '45.5' })).toEqual({
      progressPercentage: 'Progress percentage must be a whole number',
    });
  });

  it('knows the four types, and wants an http(s) image address the server accepts', async () => {
    expect(await messages({ ...good, updateType: 'news' })).toEqual({
      updateType: 'Update type must be one of progress, milestone, completion, alert',
    });
    for (const imageUrl of ['javascript:alert(1)', 'ftp://example.com/a.jpg', '/images/a.jpg', 'example.com/a.jpg']) {
      expect(await messages({ ...good, imageUrl })).toEqual({
        imageUrl: 'Image URL must be a web address starting with http:// or https://',
      });
    }
    expect(await messages({ ...good, imageUrl: `https://example.com/${'a'.repeat(1981)}` })).toEqual({
      imageUrl: 'Image URL must be at most 2000 characters',
    });
  });

  it('bounds the title and the description as the server does', async () => {
    expect(await messages({ ...good, title: 'T'.repeat(201), description: 'D'.repeat(5001) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 5000 characters',
    });
  });

  it('sends trimmed values, progress as a number and no image as null; edits open with the stored values', () => {
    expect(projectUpdateInputOf({ ...good, title: '  Slab  ', progressPercentage: ' 45 ', imageUrl: '  ' })).toEqual({
      title: 'Slab',
      description: 'Block B reached the fifth floor.',
      progressPercentage: 45,
      updateType: 'milestone',
      imageUrl: null,
    });
    expect(
      projectUpdateFormValues({
        id: 3,
        title: 'Slab',
        description: 'Done',
        progressPercentage: 60,
        updateType: 'completion',
        imageUrl: null,
        createdAt: '2026-11-23T10:00:00.000Z',
      }),
    ).toEqual({ title: 'Slab', description: 'Done', progressPercentage: '60', updateType: 'completion', imageUrl: '' });
  });
});
