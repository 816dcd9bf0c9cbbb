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
const PROJECT_STATUS_OPTIONS = [
  { value: 'planning', label: 'Planning' },
  { value: 'pre-construction', label: 'Pre-Construction' },
  { value: 'under-construction', label: 'Under Construction' },
  { value: 'near-completion', label: 'Near Completion' },
  { value: 'completed', label: 'Completed' },
] as const;

/**
 * The investor pages' statuses (investor spec), which seeded projects may hold, and Archived (set by Archive
 * Project): offered only when the project holds one, so an archived project comes back by saving another status.
 */
const OTHER_PROJECT_STATUSES = [
  { value: 'available', label: 'Available' },
  { value: 'new', label: 'New' },
  { value: 'funding', label: 'Funding' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'archived', label: 'Archived' },
] as const;

export const PROJECT_TYPE_OPTIONS = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'mixed-use', label: 'Mixed-Use' },
] as const;

const ALL_STATUSES = [...PROJECT_STATUS_OPTIONS, ...OTHER_PROJECT_STATUSES];

/** The status dropdown: the spec's five, plus the project's own when it holds one of the investor pages'. */
export function projectStatusOptions(current: string): ReadonlyArray<{ value: string; label: string }> {
  const own = OTHER_PROJECT_STATUSES.find((option) => option.value === current);
  return own ? [...PROJECT_STATUS_OPTIONS, own] : PROJECT_STATUS_OPTIONS;
}

/** 'under_construction' (GraphQL) → 'Under Construction'; 'mixed_use' → 'Mixed-Use'. */
export const projectStatusLabel = (status: string): string =>
  ALL_STATUSES.find((option) => option.value === slugOf(status))?.label ?? status;
export const projectTypeLabel = (type: string): string =>
  PROJECT_TYPE_OPTIONS.find((option) => option.value === slugOf(type))?.label ?? type;

/** GraphQL enum values use '_' where the stored slugs use '-' ('pre_construction' → 'pre-construction'). */
const slugOf = (value: string): string => value.replace(/_/g, '-');

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
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  location: requiredText('Location', 200),
  country: optionalText('Country', 100),
  projectType: optionField(
    'Project type',
    PROJECT_TYPE_OPTIONS.map((o) => o.value),
  ),
  status: optionField(
    'Status',
    ALL_STATUSES.map((o) => o.value),
  ),
  developerName: requiredText('Developer name', 200),
  timeline: wholeField('Timeline', 0, 600),
  constructionTimeline: optionalText('Construction timeline', 200),
  expectedProfit: percentField('Expected profit', { required: true }),
  profitRangeMin: percentField('Lowest profit').test('order', M.rangeOrder, (value, ctx) => {
    const parent = ctx.parent as ProjectFormValues;
    const min = clean(value) || clean(parent.expectedProfit);
    const max = clean(parent.profitRangeMax) || clean(parent.expectedProfit);
    return !isAmount(min) || !isAmount(max) || compare(min, max) <= 0;
  }),
  profitRangeMax: percentField('Highest profit'),
  developerListingPrice: amountField('Developer listing price'),
  unitPrice: amountField('Unit price', { required: true }),
  minInvestment: amountField('Minimum investment', { required: true }).test(
    'at-most-unit-price',
    M.minAboveUnitPrice,
    (value, ctx) => {
      const unitPrice = clean((ctx.parent as ProjectFormValues).unitPrice);
      const min = clean(value);
      return !isAmount(min) || !isAmount(unitPrice) || compare(min, unitPrice) <= 0;
    },
  ),
  imageUrl: imageUrlField(),
  completionDate: optionalText('Completion date', 10).test('date', M.date, (v) => !v || isDate(v)),
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
