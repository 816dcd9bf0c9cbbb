import { AmlScreeningUnavailable, assessScreening } from '@cobuy/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeYente, type FakeYenteServer } from './fake-yente-server.js';
import { YenteAmlScreening } from './yente-aml-screening.js';

describe('YenteAmlScreening against a fake yente server', () => {
  let yente: FakeYenteServer;
  let adapter: YenteAmlScreening;
  beforeAll(async () => {
    yente = await startFakeYente();
    adapter = new YenteAmlScreening({
      url: yente.url,
      dataset: 'sanctions',
      apiKey: 'test-key',
      timeoutMs: 300,
      threshold: 0.7,
    });
  });
  afterAll(() => yente.close());
  beforeEach(() => {
    yente.setMode('normal');
    yente.requests.length = 0;
  });

  it('sends the subject as a FollowTheMoney Person to /match/{dataset}, with the threshold and the API key', async () => {
    await adapter.screen({ fullName: 'Ama Mensah', dateOfBirth: '1990-02-03', nationality: 'gh' });
    expect(yente.requests).toHaveLength(1);
    const [request] = yente.requests;
    expect(request!.path).toBe('/match/sanctions');
    expect(request!.query.get('threshold')).toBe('0.7');
    expect(request!.authorization).toBe('ApiKey test-key');
    expect(request!.body).toEqual({
      queries: {
        subject: {
          schema: 'Person',
          properties: { name: ['Ama Mensah'], birthDate: ['1990-02-03'], nationality: ['gh'] },
        },
      },
    });
  });

  it('a sanctioned name is a possible sanctions match; its entity, score and topics are kept', async () => {
    const response = await adapter.screen({
      fullName: 'Viktor Sanctionov',
      dateOfBirth: '1970-01-01',
      nationality: 'other',
    });
    expect(response.provider).toBe('opensanctions-yente');
    expect(response.entities[0]).toMatchObject({
      id: 'fake-sanctioned-001',
      caption: 'Viktor Sanctionov',
      score: 1,
      match: true,
      topics: ['sanction'],
      datasets: ['fake_sanctions'],
    });
    // 'other' has no ISO code: no nationality is sent.
    expect((yente.requests[0]!.body as any).queries.subject.properties.nationality).toBeUndefined();
    const assessment = assessScreening(response.entities, 0.7);
    expect(assessment).toMatchObject({
      sanctionsResult: 'possible_match',
      pepResult: 'clear',
      riskLevel: 'high',
      riskFactors: ['sanctions_match'],
    });
  });

  it('a name on no list is clear', async () => {
    const response = await adapter.screen({ fullName: 'Ama Mensah', dateOfBirth: '1990-02-03', nationality: 'gh' });
    expect(response.entities).toEqual([]);
    expect(assessScreening(response.entities, 0.7)).toMatchObject({
      sanctionsResult: 'clear',
      pepResult: 'clear',
      riskLevel: 'low',
      riskScore: 0,
    });
  });

  it('a service that is down is unavailable, never clear', async () => {
    yente.setMode('down');
    await expect(
      adapter.screen({ fullName: 'Ama Mensah', dateOfBirth: '1990-02-03', nationality: 'gh' }),
    ).rejects.toThrow(new AmlScreeningUnavailable('The screening service answered 503'));
  });

  it('a service that does not answer in time is unavailable', async () => {
    yente.setMode('hang');
    const started = Date.now();
    await expect(
      adapter.screen({ fullName: 'Ama Mensah', dateOfBirth: '1990-02-03', nationality: 'gh' }),
    ).rejects.toThrow(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a service that cannot be reached is unavailable', async () => {
    const nowhere = new YenteAmlScreening({
      url: 'http://127.0.0.1:9',
      dataset: 'default',
      timeoutMs: 1000,
      threshold: 0.7,
    });
    await expect(
      nowhere.screen({ fullName: 'Ama Mensah', dateOfBirth: '1990-02-03', nationality: 'gh' }),
    ).rejects.toBeInstanceOf(AmlScreeningUnavailable);
  });
});
