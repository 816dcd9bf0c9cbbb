import { SqlKycUnitOfWork, startFakeYente, YenteAmlScreening, type FakeYenteServer } from '@cobuy/adapters';
import { ScreenKycSubmissions } from '@cobuy/application';
import { systemClock } from '@cobuy/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { submitKycAs } from './support/kyc-helpers.js';

/*
 * AML screening end to end (docs/kyc.md, "AML screening"): the server screens each KYC submission against a
 * yente instance (here the in-repository fake yente HTTP server), after the submission and outside it.
 */
let yente: FakeYenteServer;
const env: NodeJS.ProcessEnv = { AML_SCREENING_TIMEOUT_MS: '400', AML_SCREENING_DATASET: 'default' };
beforeAll(async () => {
  yente = await startFakeYente();
  // Read by the server's configuration in its own beforeAll, which runs after this one.
  env.AML_SCREENING_URL = yente.url;
});
afterAll(() => yente.close());
const server = useTestServer({ seed: false, env });

const HOUR_MS = 3_600_000;
/** The job as a process would run it, at a given time (retries are due minutes after a failure). */
const runScreening = (at = new Date()) =>
  server.services.kycJobs.screenSubmissions!.run({
    actor: null,
    correlationId: 'aml-test',
    clock: { now: () => at },
  });

async function submittedKyc(admin: TestAccount, fullName: string, dateOfBirth = '1970-01-01') {
  const investor = await newAccount(server);
  const submitted = await submitKycAs(server, investor, { fullName, dateOfBirth });
  expect(submitted.ok).toBe(true);
  // The screening the submission started after it committed (or its failure) is over.
  await server.services.background.idle();
  const queue = await server.get('/api/secure-admin/kyc-pending', bearer(admin.token));
  const item = (queue.body as { id: number; userId: number }[]).find((i) => i.userId === investor.id)!;
  return { investor, kycId: item.id };
}

const queueItem = async (admin: TestAccount, kycId: number) =>
  ((await server.get('/api/secure-admin/kyc-pending', bearer(admin.token))).body as any[]).find((i) => i.id === kycId);

const approve = (admin: TestAccount, kycId: number, body: unknown = {}) =>
  send(server, 'PATCH', `/api/secure-admin/kyc/${kycId}/approve`, body, bearer(admin.token));

describe('AML screening of KYC submissions', () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await adminAccount(server);
  });
  beforeEach(() => {
    yente.setMode('normal');
    yente.setDelay(0);
  });

  it('a submission under a sanctioned name is screened on its own: a possible match, high risk, shown to admins', async () => {
    const { kycId } = await submittedKyc(admin, 'Viktor Sanctionov');
    const item = await queueItem(admin, kycId);
    expect(item.riskLevel).toBe('high');
    expect(item.riskFlags).toEqual(['screening_match']);
    expect(item.screening).toMatchObject({
      status: 'completed',
      sanctionsResult: 'possible_match',
      pepResult: 'clear',
      riskLevel: 'high',
      riskScore: 1,
      riskFactors: ['sanctions_match'],
      provider: 'opensanctions-yente',
      attempts: 1,
      subject: { fullName: 'Viktor Sanctionov', dateOfBirth: '1970-01-01', nationality: 'gh' },
      matches: [{ id: 'fake-sanctioned-001', caption: 'Viktor Sanctionov', topics: ['sanction'] }],
    });
    const request = yente.requests.find(
      (r) => (r.body as any)?.queries?.subject?.properties?.name?.[0] === 'Viktor Sanctionov',
    );
    expect(request?.path).toBe('/match/default');

    // GraphQL shows the same to admins, and the history of the verification's screenings.
    const gql = await server.graphql(
      'query($kycId: Int!) { kycAmlChecks(kycId: $kycId) { status sanctionsResult riskLevel matches { id score } } }',
      { kycId },
      bearer(admin.token),
    );
    expect(gql.body.data.kycAmlChecks).toEqual([
      {
        status: 'completed',
        sanctionsResult: 'possible_match',
        riskLevel: 'high',
        matches: [{ id: 'fake-sanctioned-001', score: 1 }],
      },
    ]);
    const rest = await server.get(`/api/secure-admin/kyc/${kycId}/aml-checks`, bearer(admin.token));
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(1);
  });

  it('approving a possible match needs the reviewer’s notes; the notes are kept with the check', async () => {
    const { kycId } = await submittedKyc(admin, 'Viktor Sanctionov');
    const refused = await approve(admin, kycId);
    expect(refused.status).toBe(400);
    expect(refused.body.fields.reviewNotes).toMatch(/screening match/);
    expect((await queueItem(admin, kycId)).status).toBe('pending');

    const notes = 'Different person: passport shows a different date and place of birth.';
    const approved = await approve(admin, kycId, { reviewNotes: notes });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewNotes: notes, riskFlags: ['screening_match'] });
    expect(approved.body.screening).toMatchObject({ reviewedBy: admin.id, reviewNotes: notes });
  });

  it('a clear screening is approved without notes', async () => {
    const { kycId } = await submittedKyc(admin, 'Akosua Boateng', '1991-05-05');
    expect((await queueItem(admin, kycId)).screening).toMatchObject({ status: 'completed', riskLevel: 'low' });
    expect((await approve(admin, kycId)).status).toBe(200);
  });

  it('the service down: the submission still succeeds, the check stays pending and approval waits; a later run screens it', async () => {
    yente.setMode('down');
    const { kycId } = await submittedKyc(admin, 'Kofi Annan-Test', '1985-01-01');
    const pending = (await queueItem(admin, kycId)).screening;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, sanctionsResult: null, riskLevel: null });
    expect(pending.lastError).toMatch(/503/);

    const refused = await approve(admin, kycId, { reviewNotes: 'Looks fine' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('KYC.SCREENING_PENDING');

    // Not due again yet: a run now asks nothing of the service.
    const before = yente.requests.length;
    expect(await runScreening()).toMatchObject({ screened: 0, postponed: 0 });
    expect(yente.requests.length).toBe(before);

    // Still down when it is due: attempt 2, pending.
    await runScreening(new Date(Date.now() + HOUR_MS));
    expect((await queueItem(admin, kycId)).screening).toMatchObject({ status: 'pending', attempts: 2 });

    // Back up: the next due run screens it, and approval goes through.
    yente.setMode('normal');
    const run = await runScreening(new Date(Date.now() + 3 * HOUR_MS));
    expect(run.screened).toBeGreaterThanOrEqual(1);
    expect((await queueItem(admin, kycId)).screening).toMatchObject({
      status: 'completed',
      riskLevel: 'low',
      attempts: 3,
    });
    expect((await approve(admin, kycId)).status).toBe(200);
  });

  it('a service that times out leaves the check pending', async () => {
    yente.setMode('hang');
    const { kycId } = await submittedKyc(admin, 'Yaw Asante', '1979-09-09');
    const screening = (await queueItem(admin, kycId)).screening;
    expect(screening).toMatchObject({ status: 'pending', attempts: 1 });
    expect(screening.lastError).toMatch(/did not answer within 400 ms/);
    yente.setMode('normal');
    await runScreening(new Date(Date.now() + 3 * HOUR_MS));
    expect((await queueItem(admin, kycId)).screening.status).toBe('completed');
  });

  it('an explicit override approves an unscreened submission only with notes, and is audited', async () => {
    yente.setMode('down');
    const { kycId } = await submittedKyc(admin, 'Esi Ofori', '1992-12-12');
    const noNotes = await approve(admin, kycId, { overrideScreening: true });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.fields.reviewNotes).toMatch(/before the sanctions and PEP screening/);
    const approved = await approve(admin, kycId, {
      overrideScreening: true,
      reviewNotes: 'Screening service down for a day; checked the lists by hand.',
    });
    expect(approved.status).toBe(200);
    const audit = await server.db
      .em()
      .execute<{ action: string }[]>(
        `select action from audit_log where entity = 'kyc_verification' and entity_id = ? order by id`,
        [String(kycId)],
      );
    expect(audit.map((a) => a.action)).toContain('kyc.screening_overridden');
  });

  it('two processes screening at once ask the service once per submission', async () => {
    // Submissions whose first attempt failed, all due again at the same time.
    yente.setMode('down');
    const kycIds: number[] = [];
    for (const name of ['Abena One', 'Abena Two', 'Abena Three']) kycIds.push((await submittedKyc(admin, name)).kycId);
    yente.setMode('normal');
    yente.setDelay(150);
    const before = yente.requests.length;

    const otherProcess = new ScreenKycSubmissions(
      { uow: new SqlKycUnitOfWork(server.db, systemClock, () => ({}) as never) },
      {
        service: new YenteAmlScreening({ url: yente.url, dataset: 'default', timeoutMs: 2000, threshold: 0.7 }),
        threshold: 0.7,
        timeoutMs: 2000,
      },
    );
    const later = new Date(Date.now() + 3 * HOUR_MS);
    const [mine, theirs] = await Promise.all([
      runScreening(later),
      otherProcess.run({ actor: null, correlationId: 'aml-test-2', clock: { now: () => later } }),
    ]);
    expect(mine.screened + theirs.screened).toBeGreaterThanOrEqual(3);
    expect(mine.screened).toBeGreaterThan(0);
    expect(theirs.screened).toBeGreaterThan(0);
    const asked = yente.requests
      .slice(before)
      .map((r) => (r.body as any).queries.subject.properties.name[0] as string)
      .filter((name) => name.startsWith('Abena'));
    expect(asked.sort()).toEqual(['Abena One', 'Abena Three', 'Abena Two']);
    for (const kycId of kycIds) {
      expect((await queueItem(admin, kycId)).screening).toMatchObject({ status: 'completed', attempts: 2 });
    }
  });

  it('the site may say investors are screened: a screening service is configured', async () => {
    const res = await server.graphql('{ platformFeatures { amlScreening } }');
    expect(res.body.data.platformFeatures).toEqual({ amlScreening: true });
  });
});
