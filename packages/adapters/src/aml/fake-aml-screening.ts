import type { AmlMatchedEntity, AmlScreeningResponse, AmlScreeningService, AmlSubject } from '@cobuy/domain';

/** A person on the fake lists. */
interface FakeListedPerson {
  readonly id: string;
  readonly name: string;
  readonly birthDate: string;
  readonly countries: readonly string[];
  readonly topics: readonly string[];
  readonly datasets: readonly string[];
}

/**
 * The fake lists (fictitious people): a sanctioned person, a politically exposed person and a wanted person.
 * Submit a KYC verification under one of these names to see a possible match in development and in tests.
 */
export const FAKE_AML_LISTED: readonly FakeListedPerson[] = [
  {
    id: 'fake-sanctioned-001',
    name: 'Viktor Sanctionov',
    birthDate: '1970-01-01',
    countries: ['zz'],
    topics: ['sanction'],
    datasets: ['fake_sanctions'],
  },
  {
    id: 'fake-pep-001',
    name: 'Petra Exposova',
    birthDate: '1965-06-15',
    countries: ['gh'],
    topics: ['role.pep'],
    datasets: ['fake_peps'],
  },
  {
    id: 'fake-wanted-001',
    name: 'Kwesi Wantedson',
    birthDate: '1980-03-03',
    countries: ['gh'],
    topics: ['crime'],
    datasets: ['fake_wanted'],
  },
];

const tokens = (name: string): Set<string> =>
  new Set(
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/**
 * A crude name score for the fake: the share of name words in common (Jaccard), raised a little when the dates
 * of birth agree. Good enough to tell "Viktor Sanctionov" from "Ama Mensah"; the real service does far better.
 */
export function fakeMatch(subject: AmlSubject, threshold: number): AmlMatchedEntity[] {
  const mine = tokens(subject.fullName);
  return FAKE_AML_LISTED.map((person) => {
    const theirs = tokens(person.name);
    const common = [...mine].filter((t) => theirs.has(t)).length;
    const union = new Set([...mine, ...theirs]).size;
    const nameScore = union === 0 ? 0 : common / union;
    const score = Math.min(1, nameScore + (nameScore > 0 && person.birthDate === subject.dateOfBirth ? 0.1 : 0));
    return {
      id: person.id,
      caption: person.name,
      score: Math.round(score * 1000) / 1000,
      match: score >= threshold,
      topics: person.topics,
      datasets: person.datasets,
      birthDates: [person.birthDate],
      countries: person.countries,
    };
  })
    .filter((e) => e.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The screening port without a service (development, tests): matches against `FAKE_AML_LISTED`. */
export class FakeAmlScreening implements AmlScreeningService {
  static readonly PROVIDER = 'fake';
  constructor(private readonly threshold = 0.7) {}

  screen(subject: AmlSubject): Promise<AmlScreeningResponse> {
    return Promise.resolve({
      provider: FakeAmlScreening.PROVIDER,
      externalCheckId: null,
      entities: fakeMatch(subject, this.threshold),
    });
  }
}
