import type { FileStreams, IncomingFile, RateLimiter, StagedFile } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KYC_SUBMIT_LIMIT } from '../kyc.deps.js';
import { KycSubmissionPermit } from './kyc-submission-permit.js';

/** The ports in memory: staged files by key, and the limiter's count of attempts given back. */
function setUp() {
  const staged = new Map<string, StagedFile>();
  let given = 0;
  let next = 0;
  const files: FileStreams = {
    async stage(file: IncomingFile) {
      let byteSize = 0;
      for await (const piece of file.content) byteSize += piece.byteLength;
      const key = String(++next).padStart(32, '0');
      const done = { key, contentType: file.contentType, fileName: file.fileName, byteSize };
      staged.set(key, done);
      return done;
    },
    async discardStaged(keys) {
      for (const key of keys) staged.delete(key);
    },
    discardStagedBefore: async () => 0,
    open: async () => null,
  };
  const rateLimiter: RateLimiter = {
    consume: async () => ({ allowed: true, remaining: 4 }),
    giveBack: async () => {
      given++;
    },
    reset: async () => undefined,
  };
  const permit = new KycSubmissionPermit(7, { files, rateLimiter, submitLimit: DEFAULT_KYC_SUBMIT_LIMIT });
  return { permit, staged, given: () => given };
}

async function* bytes(...pieces: number[][]): AsyncGenerator<Uint8Array> {
  for (const piece of pieces) yield Uint8Array.from(piece);
}
const pdf = (): IncomingFile => ({ contentType: 'application/pdf', fileName: 'a.pdf', content: bytes([1, 2], [3]) });

describe('KycSubmissionPermit', () => {
  it('stages each document as it arrives, and deletes them on close unless the submission kept them', async () => {
    const { permit, staged } = setUp();
    const front = await permit.receive('documentFront', pdf());
    expect(front.byteSize).toBe(3);
    expect(staged.size).toBe(1);
    await permit.close({ bodyRead: true });
    expect(staged.size).toBe(0);

    const kept = setUp();
    await kept.permit.receive('selfie', pdf());
    kept.permit.markKept();
    await kept.permit.close({ bodyRead: true });
    expect(kept.staged.size).toBe(1);
  });

  it('takes document fields only, and nothing once closed', async () => {
    const { permit } = setUp();
    await expect(permit.receive('fullName', pdf())).rejects.toThrow(/not a KYC document/);
    await permit.close({ bodyRead: true });
    await expect(permit.receive('selfie', pdf())).rejects.toThrow(/already over/);
  });

  it('lets one execution claim its own staged files, once', async () => {
    const { permit } = setUp();
    const front = await permit.receive('documentFront', pdf());
    const foreign = { ...front, key: 'f'.repeat(32) };
    expect(permit.claim([front, foreign])).toBe(false);
    expect(permit.claim([front])).toBe(true);
    expect(permit.claim([front])).toBe(false);
  });

  it('gives the attempt back only when the body was never read and nothing executed', async () => {
    const unread = setUp();
    await unread.permit.close({ bodyRead: false });
    expect(unread.given()).toBe(1);

    const read = setUp();
    await read.permit.close({ bodyRead: true });
    expect(read.given()).toBe(0);

    const closedTwice = setUp();
    await closedTwice.permit.close({ bodyRead: false });
    await closedTwice.permit.close({ bodyRead: false });
    expect(closedTwice.given()).toBe(1);
  });

  it('waits for a document still arriving before it deletes, so none is left behind', async () => {
    const { permit, staged } = setUp();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* slow(): AsyncGenerator<Uint8Array> {
      yield Uint8Array.from([1]);
      await gate;
      yield Uint8Array.from([2]);
    }
    const arriving = permit.receive('proofOfAddress', {
      contentType: 'application/pdf',
      fileName: 'p.pdf',
      content: slow(),
    });
    const closing = permit.close({ bodyRead: true });
    release();
    await arriving;
    await closing;
    expect(staged.size).toBe(0);
  });
});
