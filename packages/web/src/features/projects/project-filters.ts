import type { ProjectFilter } from '../../graphql/generated';

/** Placeholder values of the three selects (investor spec §7): they mean "no filter" and are never sent. */
export const ALL_LOCATIONS = 'All Locations';
export const ALL_TYPES = 'All Types';
export const ANY_MIN_INVESTMENT = 'Min Investment';

export const LOCATION_OPTIONS = ['Dubai', 'Accra', 'Lagos'] as const;
export const TYPE_OPTIONS = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'mixed-use', label: 'Mixed-Use' },
] as const;
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
  if (state.projectType && state.projectType !== ALL_TYPES) filter.projectType = state.projectType;
  if (state.minInvestment && state.minInvestment !== ANY_MIN_INVESTMENT) {
    filter.minInvestment = `${state.minInvestment}.00`;
  }
  return Object.keys(filter).length > 0 ? filter : null;
}

export function hasActiveFilters(state: ProjectFilterState): boolean {
  return toProjectFilter(state) !== null;
}
