import type { IntlShape } from 'react-intl';
import type { ProjectFilter, ProjectType } from '../../graphql/generated';

/** Placeholder values of the three selects (investor spec §7): they mean "no filter" and are never sent. */
export const ALL_LOCATIONS = 'All Locations';
export const ALL_TYPES = 'All Types';
export const ANY_MIN_INVESTMENT = 'Min Investment';

export const LOCATION_OPTIONS = ['Dubai', 'Accra', 'Lagos'] as const;
/** Every project type of the schema (a type added to the schema fails to compile until it is here). */
const PROJECT_TYPES: Record<ProjectType, true> = { residential: true, commercial: true, mixed_use: true };
export const TYPE_OPTIONS = Object.keys(PROJECT_TYPES) as ProjectType[];
/** 'Mixed-Use', in the interface language (`projects.type`, one ICU select). */
export const projectTypeLabel = (type: ProjectType, intl: Pick<IntlShape, 'formatMessage'>): string =>
  intl.formatMessage({ id: 'projects.type' }, { type });
/** USD amounts. */
export const MIN_INVESTMENT_OPTIONS = ['1000', '5000', '10000', '25000'] as const;

export interface ProjectFilterState {
  search: string;
  location: string;
  projectType: string;
  minInvestment: string;
}

export const EMPTY_FILTERS: ProjectFilterState = {
  search: '',
  location: ALL_LOCATIONS,
  projectType: ALL_TYPES,
  minInvestment: ANY_MIN_INVESTMENT,
};

/** The `projects(filter:)` argument for a filter state; null when nothing filters. */
export function toProjectFilter(state: ProjectFilterState): ProjectFilter | null {
  const filter: ProjectFilter = {};
  const search = state.search.trim();
  if (search) filter.search = search;
  if (state.location && state.location !== ALL_LOCATIONS) filter.location = state.location;
  // The type comes from the URL too: only a type the schema knows is sent.
  const type = TYPE_OPTIONS.find((option) => option === state.projectType);
  if (type) filter.projectType = type;
  if (state.minInvestment && state.minInvestment !== ANY_MIN_INVESTMENT) {
    filter.minInvestment = `${state.minInvestment}.00`;
  }
  return Object.keys(filter).length > 0 ? filter : null;
}
