import { describe, expect, it } from 'vitest';
import { kycRiskFlags, kycRiskLevel } from '../kyc/kyc-risk.service.js';
import { amlRetryDelayMs, assessScreening, type AmlMatchedEntity } from './aml-screening.js';

const entity = (over: Partial<AmlMatchedEntity>): AmlMatchedEntity => ({
  id: 'x',
  caption: 'X',
  score: 0.5,
  match: false,
  topics: [],
  datasets: [],
  birthDates: [],
  countries: [],
  ...over,
});

describe('AML screening rules', () => {
  it('an entity at the threshold, or called a match by the service, is a possible match; below is not', () => {
    expect(assessScreening([entity({ score: 0.69, topics: ['sanction'] })], 0.7).riskLevel).toBe('low');
    expect(assessScreening([entity({ score: 0.7, topics: ['sanction'] })], 0.7)).toMatchObject({
      riskLevel: 'high',
      sanctionsResult: 'possible_match',
      riskFactors: ['sanctions_match'],
    });
    expect(assessScreening([entity({ score: 0.5, match: true, topics: ['role.pep'] })], 0.7)).toMatchObject({
      riskLevel: 'high',
      pepResult: 'possible_match',
      sanctionsResult: 'clear',
      riskFactors: ['pep_match'],
    });
    expect(assessScreening([entity({ score: 0.9, topics: ['crime'] })], 0.7).riskFactors).toEqual(['watchlist_match']);
  });

  it('a possible match makes the KYC record high risk; a clear or missing screening does not', () => {
    const record = { isPoliticallyExposed: false, isHighRiskCountry: false };
    const high = { assessment: assessScreening([entity({ score: 1, topics: ['sanction'] })], 0.7) };
    const clear = { assessment: assessScreening([], 0.7) };
    expect(kycRiskFlags(record, high)).toEqual(['screening_match']);
    expect(kycRiskLevel(kycRiskFlags(record, high))).toBe('high');
    expect(kycRiskFlags(record, clear)).toEqual([]);
    expect(kycRiskFlags(record, { assessment: null })).toEqual([]);
    expect(kycRiskFlags(record)).toEqual([]);
  });

  it('retries wait 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4].map(amlRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(amlRetryDelayMs(30)).toBe(3_600_000);
  });
});
