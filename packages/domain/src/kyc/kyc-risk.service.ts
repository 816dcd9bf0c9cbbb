import { isPossibleMatch, type AmlCheck } from '../aml/aml-screening.js';
import type { KycNationality, KycSubmission } from './kyc-verification.js';

/**
 * Nationalities a reviewer must look at twice. The wizard offers a short list; 'other' stands for a
 * jurisdiction we cannot place, so it is treated as high risk until a reviewer has seen the documents. The
 * list lives here, once, so compliance can extend it (e.g. with the FATF call-for-action jurisdictions when
 * the wizard offers them).
 */
export const HIGH_RISK_NATIONALITIES: readonly KycNationality[] = ['other'];

export type KycRiskFlag = 'politically_exposed' | 'high_risk_country' | 'screening_match';
export const KYC_RISK_FLAGS = [
  'politically_exposed',
  'high_risk_country',
  'screening_match',
] as const satisfies readonly KycRiskFlag[];
export type KycRiskLevel = 'low' | 'high';
export const KYC_RISK_LEVELS = ['low', 'high'] as const satisfies readonly KycRiskLevel[];

export function isHighRiskCountry(submission: Pick<KycSubmission, 'nationality'>): boolean {
  return HIGH_RISK_NATIONALITIES.includes(submission.nationality);
}

/**
 * What a reviewer is warned about; any flag makes the record high risk, which needs review notes to approve.
 * `screening` is the AML check of the current submission: a possible sanctions or PEP match is a flag.
 */
export function kycRiskFlags(
  record: { isPoliticallyExposed: boolean; isHighRiskCountry: boolean },
  screening: Pick<AmlCheck, 'assessment'> | null = null,
): KycRiskFlag[] {
  const flags: KycRiskFlag[] = [];
  if (record.isPoliticallyExposed) flags.push('politically_exposed');
  if (record.isHighRiskCountry) flags.push('high_risk_country');
  if (isPossibleMatch(screening)) flags.push('screening_match');
  return flags;
}

export const kycRiskLevel = (flags: readonly KycRiskFlag[]): KycRiskLevel => (flags.length > 0 ? 'high' : 'low');
