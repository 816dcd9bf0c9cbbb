import { describe, expect, it, vi } from 'vitest';
import { inspectRawInput, MAX_INPUT_DEPTH } from './raw-input-guard.js';

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('inspectRawInput', () => {
  it('accepts ordinary input, nested up to the limit', () => {
    expect(inspectRawInput({ email: 'ama@example.com', tags: ['a', 'b'], n: 3, ok: true, none: null })).toBeNull();
    expect(inspectRawInput(nestedArrays(MAX_INPUT_DEPTH - 1))).toBeNull();
    expect(inspectRawInput(undefined)).toBeNull();
  });

  it('refuses nesting deeper than the limit, even 40,000 levels, without overflowing the stack', () => {
    expect(inspectRawInput(nestedArrays(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'too-deep' });
    expect(inspectRawInput(JSON.parse('['.repeat(40_000) + ']'.repeat(40_000)))).toEqual({ kind: 'too-deep' });
    expect(inspectRawInput({ a: JSON.parse('{"b":'.repeat(50_000) + '1' + '}'.repeat(50_000)) })).toEqual({
      kind: 'too-deep',
    });
  });

  it('names the first field holding a NUL character', () => {
    expect(inspectRawInput({ name: 'ok', list: ['fine', 'b\u0000d'], later: 'x\u0000' })).toEqual({
      kind: 'nul-character',
      path: 'list.1',
    });
    expect(inspectRawInput('\u0000')).toEqual({ kind: 'nul-character', path: '_' });
  });

  it('takes uploaded bytes as one value instead of walking them', () => {
    const content = new Uint8Array(10 * 1024 * 1024);
    const buffer = Buffer.from('%PDF-1.4');
    const entries = vi.spyOn(Object, 'entries');
    try {
      const upload = { fileName: 'passport.pdf', content, buffer, raw: new ArrayBuffer(8) };
      expect(inspectRawInput({ documentFront: upload })).toBeNull();
      const walked = entries.mock.calls.map(([value]) => value);
      // Plain booleans: printing ten megabytes in a failure message takes longer than the walk.
      expect(walked.includes(upload)).toBe(true);
      expect(walked.includes(content)).toBe(false);
      expect(walked.includes(buffer)).toBe(false);
    } finally {
      entries.mockRestore();
    }
    // A NUL byte in a file is content, not a NUL character in a text field.
    expect(inspectRawInput({ selfie: { content: new Uint8Array([0, 0, 0]), fileName: 'x' } })).toBeNull();
  });

  it('visits a wide input once per value (linear, not per path)', () => {
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, ['v', { w: 'x' }]]));
    expect(inspectRawInput(wide)).toBeNull();
  });
});
