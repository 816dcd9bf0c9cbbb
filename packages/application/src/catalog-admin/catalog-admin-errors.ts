import { Money, MONEY_MAX_CENTS, UNIT_PRICE_TOTAL_REFUSALS, type UnitPriceTotalScope } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

export type CatalogAdminErrorCode =
  'PROJECT.HAS_INVESTMENTS' | 'UNIT.HAS_INVESTMENTS' | 'UNIT.NUMBER_TAKEN' | 'UNIT.PRICE_LOCKED';

export const projectNotFound = (id: number): AppError =>
  appError('PROJECT.NOT_FOUND', `Project ${id} was not found`, { details: { projectId: id } });

export const unitNotFound = (projectId: number, unitId: number): AppError =>
  appError('UNIT.NOT_FOUND', `Unit ${unitId} of project ${projectId} was not found`, {
    details: { projectId, unitId },
  });

const holders = (investments: number, applications: number) =>
  [investments ? `${investments} investment(s)` : '', applications ? `${applications} application(s)` : '']
    .filter(Boolean)
    .join(' and ');

/** A 409 that says why: investors' money and applications point at the project, which must stay. */
export const projectHasInvestments = (id: number, investments: number, applications: number): AppError =>
  appError('PROJECT.HAS_INVESTMENTS', `This project cannot be deleted: it has ${holders(investments, applications)}`, {
    details: { projectId: id, investments, applications },
  });

export const unitHasInvestments = (id: number, investments: number, applications: number): AppError =>
  appError('UNIT.HAS_INVESTMENTS', `This unit cannot be deleted: it has ${holders(investments, applications)}`, {
    details: { unitId: id, investments, applications },
  });

export const unitNumberTaken = (unitNumber: string, existingId: number): AppError =>
  appError('UNIT.NUMBER_TAKEN', `This project already has a unit ${unitNumber}`, {
    fields: { unitNumber: 'This project already has a unit with this number' },
    details: { unitId: existingId },
  });

/** Ownership percentages and capacity were computed from these: they stay while investments are live. */
export const unitPriceLocked = (id: number, liveInvestments: number): AppError =>
  appError(
    'UNIT.PRICE_LOCKED',
    `The price and total investment needed of this unit cannot change: it has ${liveInvestments} investment(s)`,
    { details: { unitId: id, liveInvestments } },
  );

/** A 400 on `price`, like any refused field: the project's or the platform's total would leave the range (rules §3). */
export const unitPriceTotalPastBound = (scope: UnitPriceTotalScope): AppError =>
  appError('VALIDATION.INVALID_INPUT', `The price ${UNIT_PRICE_TOTAL_REFUSALS[scope]}`, {
    fields: { price: UNIT_PRICE_TOTAL_REFUSALS[scope] },
    details: { total: scope, limit: Money.fromCents(MONEY_MAX_CENTS).toString() },
  });
