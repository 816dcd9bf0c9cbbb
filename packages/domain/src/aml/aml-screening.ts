import type { KycNationality } from '../kyc/kyc-verification.js';

/**
 * Anti-money-laundering screening of a KYC submission (issue 22 item 7; the accounts spec's `aml_checks`): the
 * investor's name, date of birth and nationality are matched against sanctions lists and politically exposed
 * persons by an external service (docs/kyc.md, "AML screening"). A possible match never decides anything by
 * itself: it makes the verification high risk, and a reviewer approves it only with their own notes.
 */

/** Who is screened: what the investor submitted, copied onto the check when it is queued. */
export interface AmlSubject {
  readonly fullName: string;
  /** `YYYY-MM-DD`. */
  readonly dateOfBirth: string;
  readonly nationality: KycNationality;
}

/** The kinds of list an entity can be on, as the screening service tags it. */
export type AmlListKind = 'sanctions' | 'pep' | 'other';

/** One entity of the service's lists that resembles the subject. */
export interface AmlMatchedEntity {
  /** The service's id of the entity (e.g. an OpenSanctions id). */
  readonly id: string;
  /** Its display name. */
  readonly caption: string;
  /** 0 to 1: how closely it matches the subject. */
  readonly score: number;
  /** Whether the service itself calls it a match. */
  readonly match: boolean;
  /** The service's topics (`sanction`, `role.pep`, …) and data sets, as given. */
  readonly topics: readonly string[];
  readonly datasets: readonly string[];
  readonly birthDates: readonly string[];
  readonly countries: readonly string[];
}

/** What a screening service answers for a subject. */
export interface AmlScreeningResponse {
  /** The service's name, stored as the check's provider (`opensanctions-yente`, `fake`). */
  readonly provider: string;
  /** The service's reference for this check, when it gives one. */
  readonly externalCheckId: string | null;
  /** The closest entities, best first (the service's own limit and cut-off). */
  readonly entities: readonly AmlMatchedEntity[];
}

export type AmlResult = 'clear' | 'possible_match';
export const AML_RESULTS = ['clear', 'possible_match'] as const satisfies readonly AmlResult[];
export type AmlCheckStatus = 'pending' | 'completed';
export const AML_CHECK_STATUSES = ['pending', 'completed'] as const satisfies readonly AmlCheckStatus[];
export type AmlRiskLevel = 'low' | 'high';
export type AmlRiskFactor = 'sanctions_match' | 'pep_match' | 'watchlist_match';
export const AML_RISK_FACTORS = [
  'sanctions_match',
  'pep_match',
  'watchlist_match',
] as const satisfies readonly AmlRiskFactor[];

/** The decision drawn from a service's answer. */
export interface AmlAssessment {
  readonly sanctionsResult: AmlResult;
  readonly pepResult: AmlResult;
  /** The best score among the entities (0 when none), 0 to 1. */
  readonly riskScore: number;
  readonly riskLevel: AmlRiskLevel;
  readonly riskFactors: readonly AmlRiskFactor[];
  /** The entities at or above the threshold, best first: what the reviewer must look at. */
  readonly matches: readonly AmlMatchedEntity[];
}

/** Which list an entity is on, from its topics (FollowTheMoney topic names). */
export function listKindOf(entity: Pick<AmlMatchedEntity, 'topics'>): AmlListKind {
  if (entity.topics.some((t) => t === 'sanction' || t.startsWith('sanction.'))) return 'sanctions';
  if (entity.topics.some((t) => t === 'role.pep' || t === 'role.rca' || t.startsWith('role.pep.'))) return 'pep';
  return 'other';
}

/**
 * The rule: an entity is a possible match when the service calls it one or its score reaches the threshold.
 * Any possible match makes the check high risk; sanctions and PEP results are kept apart (an entity on a
 * watch list that is neither, e.g. wanted lists, is a `watchlist_match`).
 */
export function assessScreening(entities: readonly AmlMatchedEntity[], threshold: number): AmlAssessment {
  const matches = [...entities].filter((e) => e.match || e.score >= threshold).sort((a, b) => b.score - a.score);
  const kinds = new Set(matches.map(listKindOf));
  const riskFactors: AmlRiskFactor[] = [];
  if (kinds.has('sanctions')) riskFactors.push('sanctions_match');
  if (kinds.has('pep')) riskFactors.push('pep_match');
  if (kinds.has('other')) riskFactors.push('watchlist_match');
  return {
    sanctionsResult: kinds.has('sanctions') ? 'possible_match' : 'clear',
    pepResult: kinds.has('pep') ? 'possible_match' : 'clear',
    riskScore: entities.reduce((best, e) => Math.max(best, e.score), 0),
    riskLevel: matches.length > 0 ? 'high' : 'low',
    riskFactors,
    matches,
  };
}

/** One screening of one submission, as stored (`aml_checks`). */
export interface AmlCheck {
  readonly id: number;
  readonly kycId: number;
  readonly userId: number;
  /** The submission screened (a resubmission is screened again, in a new check). */
  readonly submittedAt: Date;
  readonly subject: AmlSubject;
  readonly status: AmlCheckStatus;
  /** Null while pending. */
  readonly assessment: AmlAssessment | null;
  readonly provider: string | null;
  readonly externalCheckId: string | null;
  /** Attempts made so far (a service that is down is asked again later). */
  readonly attempts: number;
  readonly lastError: string | null;
  readonly nextAttemptAt: Date | null;
  readonly screenedAt: Date | null;
  /** The reviewer who approved the verification with this check, and their notes. */
  readonly reviewedBy: number | null;
  readonly reviewNotes: string | null;
  readonly createdAt: Date;
}

/** Whether the check found something a reviewer must answer for. */
export const isPossibleMatch = (check: Pick<AmlCheck, 'assessment'> | null): boolean =>
  check?.assessment?.riskLevel === 'high';

const MINUTE_MS = 60_000;
/** The longest wait between two attempts on a service that stays down. */
export const AML_MAX_RETRY_DELAY_MS = 60 * MINUTE_MS;

/** The wait before attempt `attempts + 1`: 1, 2, 4, … minutes, at most an hour. */
export function amlRetryDelayMs(attempts: number): number {
  return Math.min(AML_MAX_RETRY_DELAY_MS, MINUTE_MS * 2 ** Math.max(0, attempts - 1));
}
