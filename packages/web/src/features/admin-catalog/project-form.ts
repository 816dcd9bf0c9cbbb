import type { IntlShape } from 'react-intl';
import { object } from 'yup';
import type { AdminCatalogProject_ProjectFragment, ProjectInput } from '../../graphql/generated';
import { compare } from '../../lib/decimal';
import { CATALOG_MESSAGES as M } from './catalog-messages';
import {
  amountField,
  clean,
  imageUrlField,
  isAmount,
  optionalText,
  optionField,
  orNull,
  percentField,
  requiredText,
  wholeField,
} from './form-rules';

/**
 * The Add / Edit Project form (accounts spec §2 'Projects tab', §3 projects, §4 'Project', §5 'Project form'):
 * every field the server stores for a project, as text; numbers and money stay exact decimal strings. Unit
 * counts and funding are not fields: the server derives them from the units.
 */

/** Spec §4: the admin form's statuses, as the server stores them. */
const PROJECT_STATUSES = [
  'planning',
  'pre-construction',
  'under-construction',
  'near-completion',
  'completed',
] as const;

/**
 * The investor pages' statuses (investor spec), which seeded projects may hold, and Archived (set by Archive
 * Project): offered only when the project holds one, so an archived project comes back by saving another status.
 */
const OTHER_PROJECT_STATUSES = ['available', 'new', 'funding', 'in-progress', 'archived'] as const;

const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use'] as const;

const ALL_STATUSES: readonly string[] = [...PROJECT_STATUSES, ...OTHER_PROJECT_STATUSES];

type Intl = Pick<IntlShape, 'formatMessage'>;

/** 'under_construction' (GraphQL) or 'under-construction' (stored) → 'Under Construction', in the interface language. */
export const projectStatusLabel = (intl: Intl, status: string): string =>
  intl.formatMessage({ id: 'adminCatalog.projectStatus' }, { status: selectKeyOf(status) });
/** 'mixed_use' or 'mixed-use' → 'Mixed-Use'. */
export const projectTypeLabel = (intl: Intl, type: string): string =>
  intl.formatMessage({ id: 'adminCatalog.projectType' }, { type: selectKeyOf(type) });

/** The status dropdown: the spec's five, plus the project's own when it holds one of the investor pages'. */
export function projectStatusOptions(intl: Intl, current: string): ReadonlyArray<{ value: string; label: string }> {
  const own = OTHER_PROJECT_STATUSES.find((status) => status === current);
  return [...PROJECT_STATUSES, ...(own ? [own] : [])].map((value) => ({
    value,
    label: projectStatusLabel(intl, value),
  }));
}

export const projectTypeOptions = (intl: Intl): ReadonlyArray<{ value: string; label: string }> =>
  PROJECT_TYPES.map((value) => ({ value, label: projectTypeLabel(intl, value) }));

/** GraphQL enum values use '_' where the stored slugs use '-' ('pre_construction' → 'pre-construction'). */
const slugOf = (value: string): string => value.replace(/_/g, '-');
/** The catalog's selects take '_' (ICU keys cannot hold '-'). */
const selectKeyOf = (value: string): string => value.replace(/-/g, '_');

export interface ProjectFormValues {
  title: string;
  description: string;
  location: string;
  country: string;
  projectType: string;
  status: string;
  developerName: string;
  /** Whole months. */
  timeline: string;
  constructionTimeline: string;
  /** Percentages. */
  expectedProfit: string;
  profitRangeMin: string;
  profitRangeMax: string;
  /** USD. */
  developerListingPrice: string;
  unitPrice: string;
  minInvestment: string;
  imageUrl: string;
  /** YYYY-MM-DD. */
  completionDate: string;
}

/** The Add Project form's defaults (spec §3: Ghana; a new project starts in planning). */
export const emptyProjectForm = (): ProjectFormValues => ({
  title: '',
  description: '',
  location: '',
  country: 'Ghana',
  projectType: 'residential',
  status: 'planning',
  developerName: '',
  timeline: '',
  constructionTimeline: '',
  expectedProfit: '',
  profitRangeMin: '',
  profitRangeMax: '',
  developerListingPrice: '',
  unitPrice: '',
  minInvestment: '',
  imageUrl: '',
  completionDate: '',
});

/** A stored project, for the edit form. */
export const projectFormValues = (p: AdminCatalogProject_ProjectFragment): ProjectFormValues => ({
  title: p.title,
  description: p.description,
  location: p.location,
  country: p.country,
  projectType: slugOf(p.projectType),
  status: slugOf(p.status),
  developerName: p.developerName,
  timeline: String(p.timeline),
  constructionTimeline: p.constructionTimeline,
  expectedProfit: p.expectedProfit,
  profitRangeMin: p.profitRangeMin,
  profitRangeMax: p.profitRangeMax,
  developerListingPrice: p.developerListingPrice,
  unitPrice: p.unitPrice,
  minInvestment: p.minInvestment,
  imageUrl: p.imageUrl ?? '',
  completionDate: p.completionDate ? p.completionDate.slice(0, 10) : '',
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) => DATE.test(text) && !Number.isNaN(new Date(`${text}T00:00:00Z`).getTime());

export const projectSchema = object({
  title: requiredText('title', 200),
  description: requiredText('description', 5000),
  location: requiredText('location', 200),
  country: optionalText('country', 100),
  projectType: optionField(M.optionProjectType, PROJECT_TYPES),
  status: optionField(M.optionStatus, ALL_STATUSES),
  developerName: requiredText('developerName', 200),
  timeline: wholeField('timeline', 0, 600),
  constructionTimeline: optionalText('constructionTimeline', 200),
  expectedProfit: percentField('expectedProfit', { required: true }),
  profitRangeMin: percentField('profitRangeMin').test('order', M.rangeOrder, (value, ctx) => {
    const parent = ctx.parent as ProjectFormValues;
    const min = clean(value) || clean(parent.expectedProfit);
    const max = clean(parent.profitRangeMax) || clean(parent.expectedProfit);
    return !isAmount(min) || !isAmount(max) || compare(min, max) <= 0;
  }),
  profitRangeMax: percentField('profitRangeMax'),
  developerListingPrice: amountField('developerListingPrice'),
  unitPrice: amountField('unitPrice', { required: true }),
  minInvestment: amountField('minInvestment', { required: true }).test(
    'at-most-unit-price',
    M.minAboveUnitPrice,
    (value, ctx) => {
      const unitPrice = clean((ctx.parent as ProjectFormValues).unitPrice);
      const min = clean(value);
      return !isAmount(min) || !isAmount(unitPrice) || compare(min, unitPrice) <= 0;
    },
  ),
  imageUrl: imageUrlField(),
  completionDate: optionalText('completionDate', 10).test('date', M.date, (v) => !v || isDate(v)),
});

/**
 * The form as the mutation's input: every field each time (the server's PUT), blanks as null so the server
 * fills its defaults (Ghana, the expected profit for the range, the unit price for the listing price). A blank
 * timeline is 0 months (spec §5).
 */
export function projectInputOf(values: ProjectFormValues): ProjectInput {
  return {
    title: clean(values.title),
    description: clean(values.description),
    location: clean(values.location),
    country: orNull(values.country),
    projectType: values.projectType,
    status: values.status,
    developerName: clean(values.developerName),
    timeline: clean(values.timeline) || '0',
    constructionTimeline: orNull(values.constructionTimeline),
    expectedProfit: clean(values.expectedProfit),
    profitRangeMin: orNull(values.profitRangeMin),
    profitRangeMax: orNull(values.profitRangeMax),
    developerListingPrice: orNull(values.developerListingPrice),
    unitPrice: clean(values.unitPrice),
    minInvestment: clean(values.minInvestment),
    imageUrl: orNull(values.imageUrl),
    completionDate: orNull(values.completionDate),
  };
}
