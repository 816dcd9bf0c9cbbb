import type { ProjectStatus, ProjectType, UnitStatus, UnitType } from '@cobuy/domain';

/**
 * Demo projects. Each unit group expands into `count` units; `statuses` is cycled over them so every
 * project shows a believable mix. A status is what the unit is meant to show, not a stored value: the seed
 * writes the investments (and, for sold units, the sale) from which the database derives it (demo-funding.ts).
 * Unit figures are consistent by construction: totalInvestmentNeeded = price, minimum ≤ price.
 */
export interface DemoUnitGroup {
  readonly unitType: UnitType;
  readonly count: number;
  readonly price: string;
  readonly minInvestmentAmount: string;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly floorArea: string;
  readonly plotSize?: string;
  readonly features: readonly string[];
  readonly statuses: readonly UnitStatus[];
}

/** The status the demo means the `index`-th unit of `group` to show. */
export const demoUnitStatus = (group: DemoUnitGroup, index: number): UnitStatus =>
  group.statuses[index % group.statuses.length]!;

interface DemoUpdate {
  readonly title: string;
  readonly description: string;
  readonly progressPercentage: number;
  readonly updateType: 'progress' | 'milestone' | 'completion' | 'alert';
  readonly daysAgo: number;
}

export interface DemoProject {
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly country: string;
  readonly projectType: ProjectType;
  readonly developerName: string;
  readonly timeline: number;
  readonly expectedProfit: string;
  readonly profitRangeMin: string;
  readonly profitRangeMax: string;
  readonly minInvestment: string;
  readonly status: ProjectStatus;
  readonly completionInMonths: number;
  readonly daysSinceListed: number;
  readonly unitGroups: readonly DemoUnitGroup[];
  readonly updates: readonly DemoUpdate[];
}

const A: UnitStatus = 'available';
const P: UnitStatus = 'partially_funded';
const F: UnitStatus = 'fully_funded';
const S: UnitStatus = 'sold';

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    title: 'East Legon Heights',
    description:
      'A gated community of terraces and semi-detached homes off the American House junction, ten minutes from the airport, with a clubhouse, children’s play area and 24-hour security.',
    location: 'East Legon, Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerName: 'Oyarifa Homes Ltd',
    timeline: 24,
    expectedProfit: '18.00',
    profitRangeMin: '15.00',
    profitRangeMax: '22.00',
    minInvestment: '5000.00',
    status: 'available',
    completionInMonths: 20,
    daysSinceListed: 12,
    unitGroups: [
      {
        unitType: '3-bedroom-terrace',
        count: 6,
        price: '145000.00',
        minInvestmentAmount: '5000.00',
        bedrooms: 3,
        bathrooms: 3,
        floorArea: '185.50',
        plotSize: '220.00',
        features: ['ensuite_master', 'fitted_kitchen', 'parking_space', 'security', 'borehole', 'tiled_floors'],
        statuses: [A, A, P, A, F, A],
      },
      {
        unitType: 'semi-detached',
        count: 4,
        price: '210000.00',
        minInvestmentAmount: '7500.00',
        bedrooms: 4,
        bathrooms: 4,
        floorArea: '240.00',
        plotSize: '310.00',
        features: ['ensuite_master', 'fitted_kitchen', 'garden', 'parking_space', 'generator', 'security', 'wardrobes'],
        statuses: [A, P, A, A],
      },
    ],
    updates: [
      {
        title: 'Foundations complete for Block A',
        description: 'All terrace foundations in Block A are poured and cured; blockwork starts next week.',
        progressPercentage: 25,
        updateType: 'milestone',
        daysAgo: 9,
      },
      {
        title: 'Site cleared and fenced',
        description: 'The site is cleared, surveyed and fenced, and the borehole has been drilled and tested.',
        progressPercentage: 10,
        updateType: 'progress',
        daysAgo: 40,
      },
    ],
  },
  {
    title: 'Cantonments Skyline Residences',
    description:
      'Twelve storeys of two to four-bedroom apartments on a quiet Cantonments street, with a rooftop pool, gym, concierge and backup power for the whole building.',
    location: 'Cantonments, Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerName: 'Cantonments Capital Developers',
    timeline: 30,
    expectedProfit: '21.00',
    profitRangeMin: '17.50',
    profitRangeMax: '25.00',
    minInvestment: '10000.00',
    status: 'funding',
    completionInMonths: 28,
    daysSinceListed: 20,
    unitGroups: [
      {
        unitType: '2-bedroom-apartment',
        count: 6,
        price: '185000.00',
        minInvestmentAmount: '10000.00',
        bedrooms: 2,
        bathrooms: 2,
        floorArea: '118.00',
        features: ['ensuite_master', 'fitted_kitchen', 'balcony', 'swimming_pool', 'security', 'generator'],
        statuses: [A, P, P, A, F, A],
      },
      {
        unitType: '3-bedroom-apartment',
        count: 4,
        price: '265000.00',
        minInvestmentAmount: '12500.00',
        bedrooms: 3,
        bathrooms: 3,
        floorArea: '165.00',
        features: [
          'ensuite_master',
          'fitted_kitchen',
          'balcony',
          'swimming_pool',
          'security',
          'generator',
          'wardrobes',
          'pop_ceiling',
        ],
        statuses: [A, A, P, F],
      },
      {
        unitType: '4-bedroom-apartment',
        count: 2,
        price: '390000.00',
        minInvestmentAmount: '20000.00',
        bedrooms: 4,
        bathrooms: 5,
        floorArea: '248.00',
        features: [
          'ensuite_master',
          'fitted_kitchen',
          'balcony',
          'swimming_pool',
          'security',
          'generator',
          'wardrobes',
          'parking_space',
        ],
        statuses: [A, A],
      },
    ],
    updates: [
      {
        title: 'Piling works finished',
        description: 'All 64 piles are in and tested; the basement slab pour is scheduled for the end of the month.',
        progressPercentage: 18,
        updateType: 'milestone',
        daysAgo: 6,
      },
      {
        title: 'Building permit granted',
        description: 'The Accra Metropolitan Assembly has issued the building permit for all twelve floors.',
        progressPercentage: 5,
        updateType: 'progress',
        daysAgo: 60,
      },
    ],
  },
  {
    title: 'Airport Residential Gardens',
    description:
      'Low-rise garden apartments behind the Airport Residential Area’s embassy row, designed for long-let corporate tenants and returning diaspora families.',
    location: 'Airport Residential Area, Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerName: 'Cantonments Capital Developers',
    timeline: 18,
    expectedProfit: '16.50',
    profitRangeMin: '14.00',
    profitRangeMax: '19.00',
    minInvestment: '5000.00',
    status: 'under-construction',
    completionInMonths: 9,
    daysSinceListed: 210,
    unitGroups: [
      {
        unitType: '2-bedroom-apartment',
        count: 5,
        price: '160000.00',
        minInvestmentAmount: '5000.00',
        bedrooms: 2,
        bathrooms: 2,
        floorArea: '110.00',
        features: ['ensuite_master', 'fitted_kitchen', 'garden', 'security', 'generator'],
        statuses: [F, F, P, A, F],
      },
      {
        unitType: '3-bedroom-apartment',
        count: 3,
        price: '225000.00',
        minInvestmentAmount: '7500.00',
        bedrooms: 3,
        bathrooms: 3,
        floorArea: '150.00',
        features: ['ensuite_master', 'fitted_kitchen', 'garden', 'security', 'generator', 'wardrobes'],
        statuses: [F, P, A],
      },
    ],
    updates: [
      {
        title: 'Roof on, finishing works begin',
        description: 'Roofing is complete on both blocks; plastering, tiling and electrical first fix are under way.',
        progressPercentage: 65,
        updateType: 'progress',
        daysAgo: 4,
      },
      {
        title: 'Rainy-season delay on external works',
        description: 'Heavy rains paused the external drainage works for two weeks; the completion date is unchanged.',
        progressPercentage: 55,
        updateType: 'alert',
        daysAgo: 45,
      },
      {
        title: 'Structural frame topped out',
        description: 'The concrete frame reached the top floor on schedule.',
        progressPercentage: 45,
        updateType: 'milestone',
        daysAgo: 90,
      },
    ],
  },
  {
    title: 'Spintex Business Square',
    description:
      'Ground-floor shops with office suites above on the Spintex Road, facing one of Accra’s busiest commuter routes, pre-let in part to a pharmacy and a bank branch.',
    location: 'Spintex Road, Accra',
    country: 'Ghana',
    projectType: 'commercial',
    developerName: 'Harbour City Construction',
    timeline: 20,
    expectedProfit: '19.50',
    profitRangeMin: '16.00',
    profitRangeMax: '23.00',
    minInvestment: '2500.00',
    status: 'pre-construction',
    completionInMonths: 22,
    daysSinceListed: 30,
    unitGroups: [
      {
        unitType: 'self-compound',
        count: 8,
        price: '95000.00',
        minInvestmentAmount: '2500.00',
        bedrooms: 0,
        bathrooms: 1,
        floorArea: '72.00',
        features: ['parking_space', 'security', 'generator', 'tiled_floors'],
        statuses: [A, A, P, A, A, P, A, A],
      },
    ],
    updates: [
      {
        title: 'Anchor tenant signed',
        description: 'A national pharmacy chain has signed a five-year pre-lease for the corner shop.',
        progressPercentage: 5,
        updateType: 'milestone',
        daysAgo: 15,
      },
    ],
  },
  {
    title: 'Tema Community 25 Terraces',
    description:
      'Affordable family terraces in Tema’s fastest-growing community, close to the motorway, schools and the new Community 25 mall.',
    location: 'Community 25, Tema, Greater Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerName: 'Harbour City Construction',
    timeline: 18,
    expectedProfit: '15.00',
    profitRangeMin: '12.00',
    profitRangeMax: '18.00',
    minInvestment: '1000.00',
    status: 'available',
    completionInMonths: 16,
    daysSinceListed: 5,
    unitGroups: [
      {
        unitType: '2-bedroom-terrace',
        count: 8,
        price: '62000.00',
        minInvestmentAmount: '1000.00',
        bedrooms: 2,
        bathrooms: 2,
        floorArea: '95.00',
        plotSize: '120.00',
        features: ['fitted_kitchen', 'parking_space', 'tiled_floors', 'borehole'],
        statuses: [A, A, A, P, A, A, A, A],
      },
      {
        unitType: '3-bedroom-terrace',
        count: 6,
        price: '84000.00',
        minInvestmentAmount: '1500.00',
        bedrooms: 3,
        bathrooms: 2,
        floorArea: '128.00',
        plotSize: '150.00',
        features: ['ensuite_master', 'fitted_kitchen', 'parking_space', 'tiled_floors', 'borehole'],
        statuses: [A, P, A, A, A, A],
      },
    ],
    updates: [
      {
        title: 'Ground-breaking ceremony',
        description: 'The chief of Community 25 and the developer broke ground on the first phase.',
        progressPercentage: 3,
        updateType: 'milestone',
        daysAgo: 3,
      },
    ],
  },
  {
    title: 'Osu Oxford Street Mixed-Use',
    description:
      'Retail at street level, co-working on the first floor and short-let apartments above, on Osu’s Oxford Street nightlife and shopping strip.',
    location: 'Osu, Accra',
    country: 'Ghana',
    projectType: 'mixed-use',
    developerName: 'Cantonments Capital Developers',
    timeline: 26,
    expectedProfit: '23.00',
    profitRangeMin: '19.00',
    profitRangeMax: '27.50',
    minInvestment: '7500.00',
    status: 'new',
    completionInMonths: 26,
    daysSinceListed: 1,
    unitGroups: [
      {
        unitType: '2-bedroom-apartment',
        count: 6,
        price: '150000.00',
        minInvestmentAmount: '7500.00',
        bedrooms: 2,
        bathrooms: 2,
        floorArea: '98.00',
        features: ['ensuite_master', 'fitted_kitchen', 'balcony', 'security', 'generator', 'pop_ceiling'],
        statuses: [A, A, A, A, A, A],
      },
      {
        unitType: 'self-compound',
        count: 3,
        price: '120000.00',
        minInvestmentAmount: '7500.00',
        bedrooms: 0,
        bathrooms: 1,
        floorArea: '80.00',
        features: ['security', 'generator', 'tiled_floors'],
        statuses: [A, A, A],
      },
    ],
    updates: [],
  },
  {
    title: 'Adenta Family Villas',
    description:
      'Fully detached four-bedroom villas on generous plots along the Adenta–Dodowa road, each with a boys’ quarters, garden and solar-ready roof.',
    location: 'Adenta, Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerName: 'Oyarifa Homes Ltd',
    timeline: 24,
    expectedProfit: '17.00',
    profitRangeMin: '14.50',
    profitRangeMax: '20.00',
    minInvestment: '10000.00',
    status: 'completed',
    completionInMonths: -2,
    daysSinceListed: 720,
    unitGroups: [
      {
        unitType: 'fully-detached',
        count: 4,
        price: '240000.00',
        minInvestmentAmount: '10000.00',
        bedrooms: 4,
        bathrooms: 5,
        floorArea: '290.00',
        plotSize: '450.00',
        features: [
          'ensuite_master',
          'fitted_kitchen',
          'garden',
          'parking_space',
          'borehole',
          'generator',
          'security',
          'wardrobes',
          'pop_ceiling',
        ],
        statuses: [S, S, S, F],
      },
    ],
    updates: [
      {
        title: 'Three villas sold, profit distributed',
        description: 'Villas 1-3 sold above the listing price; co-investors received their profit shares.',
        progressPercentage: 100,
        updateType: 'completion',
        daysAgo: 20,
      },
      {
        title: 'Handover inspections passed',
        description: 'All four villas passed the final inspection and received occupancy certificates.',
        progressPercentage: 100,
        updateType: 'milestone',
        daysAgo: 70,
      },
    ],
  },
  {
    title: 'Labone Courtyard Apartments',
    description:
      'A boutique block of eight apartments arranged around a planted courtyard in leafy Labone, walking distance from cafés and the Labone Junction.',
    location: 'Labone, Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerName: 'Oyarifa Homes Ltd',
    timeline: 20,
    expectedProfit: '18.50',
    profitRangeMin: '16.00',
    profitRangeMax: '21.00',
    minInvestment: '5000.00',
    status: 'near-completion',
    completionInMonths: 3,
    daysSinceListed: 400,
    unitGroups: [
      {
        unitType: '2-bedroom-apartment',
        count: 4,
        price: '172000.00',
        minInvestmentAmount: '5000.00',
        bedrooms: 2,
        bathrooms: 2,
        floorArea: '112.00',
        features: ['ensuite_master', 'fitted_kitchen', 'balcony', 'security', 'borehole'],
        statuses: [F, F, F, P],
      },
      {
        unitType: '3-bedroom-apartment',
        count: 4,
        price: '236000.00',
        minInvestmentAmount: '8000.00',
        bedrooms: 3,
        bathrooms: 3,
        floorArea: '158.00',
        features: ['ensuite_master', 'fitted_kitchen', 'balcony', 'security', 'borehole', 'wardrobes'],
        statuses: [F, F, P, A],
      },
    ],
    updates: [
      {
        title: 'Courtyard landscaping under way',
        description: 'Paving and planting of the central courtyard started; interior painting is 80% done.',
        progressPercentage: 88,
        updateType: 'progress',
        daysAgo: 8,
      },
    ],
  },
  {
    title: 'Lekki Waterfront Towers',
    description:
      'Two residential towers on the Lekki lagoon front with a marina, gym and 24-hour power, sold to co-investors from Ghana and Nigeria in US dollars.',
    location: 'Lekki Phase 1, Lagos',
    country: 'Nigeria',
    projectType: 'residential',
    developerName: 'Lekki Gold Properties',
    timeline: 36,
    expectedProfit: '24.00',
    profitRangeMin: '20.00',
    profitRangeMax: '28.00',
    minInvestment: '10000.00',
    status: 'in-progress',
    completionInMonths: 24,
    daysSinceListed: 150,
    unitGroups: [
      {
        unitType: '3-bedroom-apartment',
        count: 6,
        price: '310000.00',
        minInvestmentAmount: '10000.00',
        bedrooms: 3,
        bathrooms: 4,
        floorArea: '175.00',
        features: [
          'ensuite_master',
          'fitted_kitchen',
          'balcony',
          'swimming_pool',
          'security',
          'generator',
          'parking_space',
        ],
        statuses: [A, P, F, A, P, A],
      },
    ],
    updates: [
      {
        title: 'Tower A reaches level 9',
        description: 'The core and slabs of Tower A are up to the ninth floor.',
        progressPercentage: 35,
        updateType: 'progress',
        daysAgo: 12,
      },
    ],
  },
  {
    title: 'Dubai Marina Crest',
    description:
      'A mid-rise tower of compact apartments above a retail podium, two minutes from the Marina tram stop, offered on a co-investment plan for African diaspora investors.',
    location: 'Dubai Marina, Dubai',
    country: 'United Arab Emirates',
    projectType: 'mixed-use',
    developerName: 'Marina Crest Developments',
    timeline: 36,
    expectedProfit: '20.00',
    profitRangeMin: '16.00',
    profitRangeMax: '24.00',
    minInvestment: '25000.00',
    status: 'funding',
    completionInMonths: 32,
    daysSinceListed: 45,
    unitGroups: [
      {
        unitType: '2-bedroom-apartment',
        count: 5,
        price: '420000.00',
        minInvestmentAmount: '25000.00',
        bedrooms: 2,
        bathrooms: 3,
        floorArea: '121.00',
        features: [
          'ensuite_master',
          'fitted_kitchen',
          'balcony',
          'swimming_pool',
          'security',
          'parking_space',
          'wardrobes',
        ],
        statuses: [A, P, A, A, F],
      },
    ],
    updates: [
      {
        title: 'Escrow account registered',
        description: 'The project escrow account is registered with the land department; all payments go through it.',
        progressPercentage: 2,
        updateType: 'milestone',
        daysAgo: 30,
      },
    ],
  },
];
