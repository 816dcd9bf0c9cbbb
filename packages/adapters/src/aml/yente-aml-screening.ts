import {
  AmlScreeningUnavailable,
  type AmlMatchedEntity,
  type AmlScreeningResponse,
  type AmlScreeningService,
  type AmlSubject,
} from '@cobuy/domain';

/** How the server reaches a yente instance (AML_SCREENING_* variables, docs/operations.md). */
export interface YenteSettings {
  /** The instance's base URL, e.g. `http://yente:8000` or `https://api.opensanctions.org`. */
  readonly url: string;
  /** The collection matched against: `default` (everything), `sanctions`, `peps`, … */
  readonly dataset: string;
  /** Sent as `Authorization: ApiKey …` (the hosted API needs one; a self-hosted instance usually does not). */
  readonly apiKey?: string;
  /** How long one call may take before the check is left pending for a later attempt. */
  readonly timeoutMs: number;
  /** The score from which yente (and we) call an entity a match, 0 to 1. */
  readonly threshold: number;
}

/** The entities asked for per subject: enough for a reviewer to compare, few enough to read. */
const RESULT_LIMIT = 5;
const QUERY_KEY = 'subject';

/** ISO 3166-1 alpha-2 codes of the wizard's nationalities; `other` is sent without one. */
const ISO_NATIONALITY: Readonly<Record<AmlSubject['nationality'], string | null>> = {
  gh: 'gh',
  ng: 'ng',
  us: 'us',
  gb: 'gb',
  de: 'de',
  fr: 'fr',
  other: null,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** One scored result of yente's `/match` answer, or null when it lacks what a reviewer needs. */
function entityOf(result: unknown): AmlMatchedEntity | null {
  if (!isRecord(result) || typeof result.id !== 'string' || typeof result.score !== 'number') return null;
  const properties = isRecord(result.properties) ? result.properties : {};
  return {
    id: result.id,
    caption: typeof result.caption === 'string' ? result.caption : (strings(properties.name)[0] ?? result.id),
    score: Math.max(0, Math.min(1, result.score)),
    match: result.match === true,
    topics: strings(properties.topics),
    datasets: strings(result.datasets),
    birthDates: strings(properties.birthDate),
    countries: [...new Set([...strings(properties.nationality), ...strings(properties.country)])],
  };
}

/**
 * The screening port over OpenSanctions' yente matching API (self-hostable; https://www.opensanctions.org/docs/
 * api/matching/): `POST /match/{dataset}` with the subject as a FollowTheMoney `Person` example (name, birthDate,
 * nationality). Anything but a readable 200 within the timeout is `AmlScreeningUnavailable`: the check stays
 * pending and is asked again, it is never taken as clear.
 */
export class YenteAmlScreening implements AmlScreeningService {
  static readonly PROVIDER = 'opensanctions-yente';

  constructor(
    private readonly settings: YenteSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async screen(subject: AmlSubject): Promise<AmlScreeningResponse> {
    const base = this.settings.url.endsWith('/') ? this.settings.url : `${this.settings.url}/`;
    const endpoint = new URL(`match/${encodeURIComponent(this.settings.dataset)}`, base);
    endpoint.searchParams.set('threshold', String(this.settings.threshold));
    endpoint.searchParams.set('limit', String(RESULT_LIMIT));
    const nationality = ISO_NATIONALITY[subject.nationality];
    const body = {
      queries: {
        [QUERY_KEY]: {
          schema: 'Person',
          properties: {
            name: [subject.fullName],
            birthDate: [subject.dateOfBirth],
            ...(nationality ? { nationality: [nationality] } : {}),
          },
        },
      },
    };
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.settings.apiKey) headers.authorization = `ApiKey ${this.settings.apiKey}`;

    let response: Response;
    let payload: unknown;
    try {
      response = await this.fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new AmlScreeningUnavailable(`The screening service answered ${response.status}`);
      }
      payload = await response.json();
    } catch (error) {
      if (error instanceof AmlScreeningUnavailable) throw error;
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new AmlScreeningUnavailable(`The screening service did not answer within ${this.settings.timeoutMs} ms`);
      }
      throw new AmlScreeningUnavailable(
        `The screening service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const answer = isRecord(payload) && isRecord(payload.responses) ? payload.responses[QUERY_KEY] : undefined;
    if (!isRecord(answer) || !Array.isArray(answer.results)) {
      throw new AmlScreeningUnavailable('The screening service gave an answer without results for the subject');
    }
    const entities = answer.results.map(entityOf).filter((e): e is AmlMatchedEntity => e !== null);
    return { provider: YenteAmlScreening.PROVIDER, externalCheckId: null, entities };
  }
}
