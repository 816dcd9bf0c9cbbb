import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { kycFields, submitKycAs, TINY_JPEG, TINY_PDF } from './support/kyc-helpers.js';

const server = useTestServer({ seed: false });

const statusOf = async (account: TestAccount) =>
  (await server.get(`/api/kyc/${account.id}`, bearer(account.token))).body as { status: string; expiresAt: string };

async function pendingIdOf(admin: TestAccount, userId: number): Promise<number> {
  const queue = await server.get('/api/secure-admin/kyc-pending', bearer(admin.token));
  expect(queue.status).toBe(200);
  const item = (queue.body as { id: number; userId: number }[]).find((i) => i.userId === userId);
  if (!item) throw new Error(`no pending verification for user ${userId}`);
  return item.id;
}

const review = (admin: TestAccount, kycId: number, action: string, body: unknown = {}) =>
  send(server, 'PATCH', `/api/secure-admin/kyc/${kycId}/${action}`, body, bearer(admin.token));

describe('KYC lifecycle over the real server', () => {
  it('submit → pending → under review → approved for two years, audited, published and mailed', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    expect(await statusOf(investor)).toEqual({ status: 'not_started', expiresAt: null });
    expect((await server.post(`/api/users/${investor.id}/start-kyc`, {}, bearer(investor.token))).status).toBe(200);

    const submitted = await submitKycAs(server, investor);
    expect(submitted).toMatchObject({ ok: true, value: { status: 'pending', canSubmit: false } });
    expect((await statusOf(investor)).status).toBe('pending');

    // The documents are stored, but never in plaintext (in chunks: stored_file_chunks).
    const files = await server.db
      .em()
      .execute<{ ciphertext: Buffer }[]>(
        'select c.bytes as ciphertext from stored_files f join stored_file_chunks c on c.file_key = f.key',
      );
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(Buffer.from(f.ciphertext).includes('SECRET-PASSPORT-MARKER')).toBe(false);

    const kycId = await pendingIdOf(admin, investor.id);
    const opened = await review(admin, kycId, 'open-review');
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      status: 'under_review',
      fullName: 'Ama Serwaa Owusu',
      riskLevel: 'low',
      documents: [
        { kind: 'documentFront', contentType: 'image/jpeg', url: `/api/kyc/${kycId}/documents/documentFront` },
        { kind: 'proofOfAddress', contentType: 'application/pdf' },
        { kind: 'selfie', contentType: 'image/jpeg' },
      ],
    });

    const approved = await review(admin, kycId, 'approve', {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      reviewNotes: 'Approved by admin after in-person verification and document review.',
    });
    const years = new Date(approved.body.expiresAt).getTime() - new Date(approved.body.approvedAt).getTime();
    expect(Math.round(years / (365.25 * 24 * 3600 * 1000))).toBe(2);
    expect(await statusOf(investor)).toMatchObject({ status: 'approved' });
    expect((await server.get('/api/auth/user', bearer(investor.token))).body.kycStatus).toBe('approved');
    expect((await server.post(`/api/users/${investor.id}/start-kyc`, {}, bearer(investor.token))).status).toBe(409);

    const audit = await server.db
      .em()
      .execute<{ action: string }[]>('select action from audit_log where entity_id = ? order by id', [String(kycId)]);
    expect(audit.map((a) => a.action)).toEqual(['kyc.submitted', 'kyc.review_opened', 'kyc.approved']);
    const events = await server.db
      .em()
      .execute<{ payload: { to: string } }[]>(
        "select payload from domain_events where type = 'kyc.changed' order by id",
      );
    expect(events.map((e) => e.payload.to).slice(-3)).toEqual(['pending', 'under_review', 'approved']);
    const mails = (await server.get('/api/dev/mailbox')).body.mails as { template: string; to: string }[];
    expect(mails.some((m) => m.template === 'kyc-submitted' && m.to === admin.email)).toBe(true);
    expect(mails.some((m) => m.template === 'kyc-approved' && m.to === investor.email)).toBe(true);
  });

  it('reads expired once the two years have passed, and the investor may renew', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    await submitKycAs(server, investor);
    const kycId = await pendingIdOf(admin, investor.id);
    expect((await review(admin, kycId, 'approve', {})).status).toBe(200);
    await server.db
      .em()
      .execute(
        "update kyc_verifications set approved_at = now() - interval '2 years 1 day', expires_at = now() - interval '1 day' where id = ?",
        [kycId],
        'run',
      );
    expect((await statusOf(investor)).status).toBe('expired');
    expect((await server.get('/api/auth/user', bearer(investor.token))).body.kycStatus).toBe('expired');
    expect((await server.post(`/api/users/${investor.id}/start-kyc`, {}, bearer(investor.token))).status).toBe(200);
    expect(await submitKycAs(server, investor)).toMatchObject({ ok: true, value: { status: 'pending' } });
  });

  it('refuses a rejection without a reason, then rejects with one; the investor may resubmit', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    await submitKycAs(server, investor);
    const kycId = await pendingIdOf(admin, investor.id);
    const noReason = await review(admin, kycId, 'reject', { rejectionReason: '   ' });
    expect(noReason).toMatchObject({
      status: 400,
      body: { fields: { rejectionReason: 'Please provide a reason for rejection.' } },
    });
    const rejected = await review(admin, kycId, 'reject', { rejectionReason: 'The passport photo is blurred' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'The passport photo is blurred' });
    expect((await server.get(`/api/kyc/${investor.id}`, bearer(investor.token))).body.status).toBe('rejected');
    const state = await server.graphql('{ myKyc { status canSubmit rejectionReason } }', {}, bearer(investor.token));
    expect(state.body.data.myKyc).toEqual({
      status: 'rejected',
      canSubmit: true,
      rejectionReason: 'The passport photo is blurred',
    });
    // A decision on a closed record is a 409 naming its state.
    expect((await review(admin, kycId, 'approve', {})).status).toBe(409);
  });

  it('asks for more information; the resubmission replaces the documents', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    await submitKycAs(server, investor);
    const kycId = await pendingIdOf(admin, investor.id);
    const before = await server.db
      .em()
      .execute<{ document_front_key: string }[]>('select document_front_key from kyc_verifications where id = ?', [
        kycId,
      ]);
    expect((await review(admin, kycId, 'request-info', { reviewNotes: '' })).status).toBe(400);
    const asked = await review(admin, kycId, 'request-info', { reviewNotes: 'Please add the back of your card' });
    expect(asked.body.status).toBe('requires_additional_info');
    const state = await server.graphql('{ myKyc { status reviewNotes canSubmit } }', {}, bearer(investor.token));
    expect(state.body.data.myKyc).toEqual({
      status: 'requires_additional_info',
      reviewNotes: 'Please add the back of your card',
      canSubmit: true,
    });
    expect(await submitKycAs(server, investor)).toMatchObject({ ok: true, value: { status: 'pending' } });
    const old = await server.db
      .em()
      .execute<{ key: string }[]>('select key from stored_files where key = ?', [before[0]!.document_front_key]);
    expect(old).toHaveLength(0);
  });

  it('a high-risk record (politically exposed) cannot be approved without the reviewer’s notes', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    const pep = await submitKycAs(server, investor, {
      isPoliticallyExposed: 'true',
      politicalExposureDetails: 'Member of a district assembly',
    });
    expect(pep.ok).toBe(true);
    const kycId = await pendingIdOf(admin, investor.id);
    const queue = await server.get('/api/secure-admin/kyc-pending', bearer(admin.token));
    expect(
      (queue.body as { id: number; riskLevel: string; riskFlags: string[] }[]).find((i) => i.id === kycId),
    ).toMatchObject({ riskLevel: 'high', riskFlags: ['politically_exposed'] });
    const bare = await review(admin, kycId, 'approve', {});
    expect(bare.status).toBe(400);
    expect(bare.body.fields.reviewNotes).toMatch(/high-risk/);
    const noted = await review(admin, kycId, 'approve', { reviewNotes: 'Checked the assembly register in person' });
    expect(noted.body).toMatchObject({ status: 'approved', reviewNotes: 'Checked the assembly register in person' });
  });

  it('two admins deciding at once: one decision wins, the other is a 409', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    await submitKycAs(server, investor);
    const kycId = await pendingIdOf(admin, investor.id);
    await review(admin, kycId, 'open-review');
    const [a, b] = await Promise.all([
      review(admin, kycId, 'approve', {}),
      review(admin, kycId, 'reject', { rejectionReason: 'Mismatched name' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('validates the wizard on the server with the form’s messages', async () => {
    const investor = await newAccount(server);
    const bad = await submitKycAs(server, investor, {
      fullName: 'A',
      phoneNumber: '123',
      address: 'short',
      documentType: 'library_card',
      dateOfBirth: '2015-01-01',
      selfie: undefined,
      isPoliticallyExposed: 'true',
    });
    expect(bad).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        fields: {
          fullName: 'Full name is required',
          phoneNumber: 'Valid phone number is required',
          address: 'Full address is required',
          documentType: 'Document type is required',
          selfie: 'Selfie is required',
        },
      },
    });
    const minor = await submitKycAs(server, investor, { dateOfBirth: '2015-01-01' });
    expect(minor).toMatchObject({ ok: false, error: { fields: { dateOfBirth: 'You must be at least 18 years old' } } });
    const pdfSelfie = await submitKycAs(server, investor, {
      selfie: { content: new Uint8Array([0x25, 0x50, 0x44, 0x46]), contentType: 'application/pdf', fileName: 'x.pdf' },
    });
    expect(pdfSelfie).toMatchObject({ ok: false, error: { fields: { selfie: 'must be a JPEG, PNG or WebP image' } } });
    expect((await statusOf(investor)).status).toBe('not_started');
  });

  it('keeps records private: another investor gets 403, an anonymous caller 401', async () => {
    const investor = await newAccount(server);
    const other = await newAccount(server);
    expect((await server.get(`/api/kyc/${investor.id}`, bearer(other.token))).status).toBe(403);
    expect((await server.get(`/api/kyc/${investor.id}`)).status).toBe(401);
    expect((await server.get(`/api/users/${investor.id}/kyc-status`, bearer(other.token))).status).toBe(403);
  });
});

describe('KYC uploads and documents over HTTP', () => {
  const form = (files: Record<string, Blob | undefined>, fields: Record<string, unknown> = kycFields()) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
    for (const [name, blob] of Object.entries(files)) if (blob) body.append(name, blob, `${name}.bin`);
    return body;
  };
  const jpeg = () => new Blob([TINY_JPEG], { type: 'application/octet-stream' });
  const pdf = () => new Blob([TINY_PDF], { type: 'image/jpeg' }); // the declared type is ignored
  const submit = (account: TestAccount, body: FormData) =>
    fetch(`${server.url}/api/kyc/submit`, { method: 'POST', headers: bearer(account.token), body });

  it('accepts a JPEG and a PDF, decided from their bytes, and serves them back only to the owner and admins', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    const other = await newAccount(server);
    const res = await submit(investor, form({ documentFront: jpeg(), proofOfAddress: pdf(), selfie: jpeg() }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'pending' });
    const kycId = await pendingIdOf(admin, investor.id);

    const url = `${server.url}/api/kyc/${kycId}/documents/proofOfAddress`;
    const own = await fetch(url, { headers: bearer(investor.token) });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toBe('inline; filename="proofOfAddress.pdf"');
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(Buffer.from(TINY_PDF))).toBe(true);

    expect((await fetch(url, { headers: bearer(other.token) })).status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
    const asAdmin = await fetch(url, { headers: bearer(admin.token) });
    expect(asAdmin.status).toBe(200);
    const views = await server.db
      .em()
      .execute<{ actor_id: number }[]>(
        "select actor_id from audit_log where action = 'kyc.document_viewed' and entity_id = ?",
        [String(kycId)],
      );
    expect(views.map((v) => v.actor_id)).toEqual([admin.id]);
    expect(
      (await fetch(`${server.url}/api/kyc/${kycId}/documents/documentBack`, { headers: bearer(admin.token) })).status,
    ).toBe(404);
  });

  it('refuses an SVG, an HTML page and a PDF selfie by their bytes, and a missing file, with field reasons', async () => {
    const investor = await newAccount(server);
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/jpeg',
    });
    const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'application/pdf' });
    const res = await submit(investor, form({ documentFront: svg, proofOfAddress: html, selfie: pdf() }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['documentFront', 'proofOfAddress', 'selfie']);
    const missing = await submit(investor, form({ documentFront: jpeg(), proofOfAddress: pdf() }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.selfie).toBe('Selfie is required');
    expect((await statusOf(investor)).status).toBe('not_started');
  });

  it('refuses a file over 10 MB with a 413, and a form for someone else with a 403', async () => {
    const investor = await newAccount(server);
    const other = await newAccount(server);
    const big = new Blob([TINY_JPEG, new Uint8Array(10 * 1024 * 1024 + 1)]);
    const res = await submit(investor, form({ documentFront: big, proofOfAddress: pdf(), selfie: jpeg() }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'UPLOAD.TOO_LARGE' });
    const forOther = await submit(
      investor,
      form({ documentFront: jpeg(), proofOfAddress: pdf(), selfie: jpeg() }, kycFields({ userId: other.id })),
    );
    expect(forOther.status).toBe(403);
    expect((await statusOf(investor)).status).toBe('not_started');
  });
});
