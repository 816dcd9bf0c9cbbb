import { err, ok, type ProjectFields, type Result, type UnitFields } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';
import type { CreateProjectInput, CreateUnitInput } from './catalog-admin-input.schemas.js';

/*
 * What the field schemas cannot check alone: the form's defaults for what it does not show (spec §3) and the
 * rules between fields. A broken rule is a 400 naming the field, like a bad field.
 */

type ProjectForm = CreateProjectInput;
type UnitForm = Omit<CreateUnitInput, 'projectId'>;

const invalid = (fields: Record<string, string>): AppError =>
  appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields });

export function projectFieldsFrom(form: ProjectForm): Result<ProjectFields, AppError> {
  const fields: ProjectFields = {
    title: form.title,
    description: form.description,
    location: form.location,
    country: form.country,
    projectType: form.projectType,
    status: form.status,
    developerName: form.developerName,
    timeline: form.timeline,
    constructionTimeline: form.constructionTimeline ?? `${form.timeline} months`,
    expectedProfit: form.expectedProfit,
    profitRangeMin: form.profitRangeMin ?? form.expectedProfit,
    profitRangeMax: form.profitRangeMax ?? form.expectedProfit,
    developerListingPrice: form.developerListingPrice ?? form.unitPrice,
    unitPrice: form.unitPrice,
    minInvestment: form.minInvestment,
    imageUrl: form.imageUrl,
    completionDate: form.completionDate,
  };
  const problems: Record<string, string> = {};
  if (fields.profitRangeMin.compare(fields.profitRangeMax) > 0)
    problems.profitRangeMin = 'must not exceed profitRangeMax';
  if (fields.minInvestment.greaterThan(fields.unitPrice)) problems.minInvestment = 'must not exceed unitPrice';
  return Object.keys(problems).length ? err(invalid(problems)) : ok(fields);
}

export function unitFieldsFrom(form: UnitForm): Result<UnitFields, AppError> {
  // Floor and block belong to apartments only (spec §5): cleared for other types.
  const apartment = form.unitType.includes('apartment');
  const fields: UnitFields = {
    unitNumber: form.unitNumber,
    unitType: form.unitType,
    bedrooms: form.bedrooms,
    bathrooms: form.bathrooms,
    floorArea: form.floorArea,
    plotSize: form.plotSize,
    price: form.price,
    totalInvestmentNeeded: form.totalInvestmentNeeded ?? form.price,
    minInvestmentAmount: form.minInvestmentAmount,
    features: form.features,
    description: form.description,
    imageUrl: form.imageUrl,
    floor: apartment ? (form.floor ?? null) : null,
    block: apartment ? form.block : null,
  };
  const problems: Record<string, string> = {};
  if (fields.minInvestmentAmount.greaterThan(fields.price)) problems.minInvestmentAmount = 'must not exceed the price';
  // Ownership is amount / price: a capacity above the price would sell more than the whole unit.
  if (fields.totalInvestmentNeeded.greaterThan(fields.price))
    problems.totalInvestmentNeeded = 'must not exceed the price';
  return Object.keys(problems).length ? err(invalid(problems)) : ok(fields);
}
