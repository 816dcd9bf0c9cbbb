import { describe, expect, it } from 'vitest';
import { SentAnswer } from './sent-answer.js';

describe('SentAnswer: an answer let go once sent', () => {
  it("empties the answer's top-level fields on release, and forgets it", () => {
    const projects = [{ id: 1, title: 'Airport Residences' }];
    const result = { data: { projects, viewer: { id: 7 } } };
    const answer = new SentAnswer();
    answer.keep(result);
    answer.release();
    expect(result.data).toEqual({ projects: null, viewer: null });
    // What the answer held is untouched: only the pointers to it are cut.
    expect(projects).toEqual([{ id: 1, title: 'Airport Residences' }]);

    result.data.projects = projects;
    answer.release();
    expect(result.data.projects).toBe(projects);
  });

  it('does nothing without an answer, or with one that has no data', () => {
    const answer = new SentAnswer();
    expect(() => answer.release()).not.toThrow();
    const failed = { data: null, errors: [] };
    answer.keep(failed);
    answer.release();
    expect(failed).toEqual({ data: null, errors: [] });
  });

  it('lets go of the last answer it was given', () => {
    const first = { data: { a: 1 } };
    const second = { data: { b: 2 } };
    const answer = new SentAnswer();
    answer.keep(first);
    answer.keep(second);
    answer.release();
    expect(first.data).toEqual({ a: 1 });
    expect(second.data).toEqual({ b: null });
  });
});
