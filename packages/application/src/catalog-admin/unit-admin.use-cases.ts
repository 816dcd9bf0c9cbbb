import {
  err,
  ok,
  raisesUnitPriceTotals,
  unitPriceTotalPastBound,
  type CatalogAdminStore,
  type Money,
  type Result,
  type StoredUnit,
} from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import {
  projectNotFound,
  unitHasInvestments,
  unitNotFound,
  unitNumberTaken,
  unitPriceLocked,
  unitPriceTotalPastBound as priceTotalRefusal,
} from './catalog-admin-errors.js';
import {
  createUnitInput,
  unitIdInput,
  updateUnitInput,
  type CreateUnitInput,
  type UnitIdInput,
  type UpdateUnitInput,
} from './catalog-admin-input.schemas.js';
import { auditCatalog, sameFields } from './catalog-admin-records.js';
import { unitFieldsFrom } from './catalog-admin-rules.js';
import type { CatalogAdminDeps } from './catalog-admin.deps.js';

async function claimUnitNumber(
  store: CatalogAdminStore,
  projectId: number,
  unitNumber: string,
  exceptId: number | null,
) {
  const existing = await store.catalog.unitNumberTaken(projectId, unitNumber, exceptId);
  return existing === null ? null : unitNumberTaken(unitNumber, existing);
}

/**
 * Refuses a price that would take the project's or the platform's total of unit prices past the bound (rules §3),
 * decided under the platform-wide lock on prices, in the transaction that saves. A save that raises no price
 * takes no lock and is never refused here.
 */
async function checkPriceTotals(
  store: CatalogAdminStore,
  projectId: number,
  before: StoredUnit | null,
  price: Money,
): Promise<AppError | null> {
  const previous = before?.price ?? null;
  if (!raisesUnitPriceTotals(previous, price)) return null;
  const others = await store.catalog.lockUnitPriceTotals(projectId, before?.id ?? null);
  const past = unitPriceTotalPastBound(previous, price, others);
  return past ? priceTotalRefusal(past) : null;
}

/**
 * An admin adds a unit to a project; audited. It starts available with nothing invested (both derived, never
 * stored); totalInvestmentNeeded is the price unless sent lower.
 */
export class CreateUnit implements UseCase<CreateUnitInput, StoredUnit> {
  readonly name = 'units.create';
  readonly access = 'admin' as const;
  readonly input = createUnitInput;
  constructor(private readonly deps: CatalogAdminDeps) {}

  execute(ctx: RequestContext, input: CreateUnitInput): Promise<Result<StoredUnit, AppError>> {
    const { projectId, ...form } = input;
    const fields = unitFieldsFrom(form);
    if (!fields.ok) return Promise.resolve(fields);
    return this.deps.uow.run(async (store) => {
      // The project's lock keeps it from being deleted while the unit is added.
      const project = await store.catalog.lockProject(projectId);
      if (!project) return err(projectNotFound(projectId));
      const taken = await claimUnitNumber(store, project.id, fields.value.unitNumber, null);
      if (taken) return err(taken);
      const pastBound = await checkPriceTotals(store, project.id, null, fields.value.price);
      if (pastBound) return err(pastBound);
      const unit = await store.catalog.insertUnit(project.id, fields.value, ctx.clock.now());
      await auditCatalog(store, ctx, 'unit', 'created', null, unit);
      return ok(unit);
    });
  }
}

/**
 * An admin saves the unit form (PUT); audited. While investments that are not cancelled hold the unit, its price
 * and totalInvestmentNeeded stay (their ownership and the capacity check were computed from them): a 409.
 */
export class UpdateUnit implements UseCase<UpdateUnitInput, StoredUnit> {
  readonly name = 'units.update';
  readonly access = 'admin' as const;
  readonly input = updateUnitInput;
  constructor(private readonly deps: CatalogAdminDeps) {}

  execute(ctx: RequestContext, input: UpdateUnitInput): Promise<Result<StoredUnit, AppError>> {
    const { projectId, unitId, ...form } = input;
    const checked = unitFieldsFrom(form);
    if (!checked.ok) return Promise.resolve(checked);
    const fields = checked.value;
    return this.deps.uow.run(async (store) => {
      const before = await store.catalog.lockUnit(projectId, unitId);
      if (!before) return err(unitNotFound(projectId, unitId));
      if (sameFields(before, { id: before.id, projectId: before.projectId, ...fields })) return ok(before);
      const moneyChanged =
        !fields.price.equals(before.price) || !fields.totalInvestmentNeeded.equals(before.totalInvestmentNeeded);
      if (moneyChanged) {
        const links = await store.catalog.unitLinks(before.id);
        if (links.liveInvestments > 0) return err(unitPriceLocked(before.id, links.liveInvestments));
      }
      if (fields.unitNumber !== before.unitNumber) {
        const taken = await claimUnitNumber(store, before.projectId, fields.unitNumber, before.id);
        if (taken) return err(taken);
      }
      const pastBound = await checkPriceTotals(store, before.projectId, before, fields.price);
      if (pastBound) return err(pastBound);
      const after = await store.catalog.updateUnit(before.id, fields, ctx.clock.now());
      await auditCatalog(store, ctx, 'unit', 'updated', before, after);
      return ok(after);
    });
  }
}

export interface DeletedUnit {
  readonly id: number;
  readonly projectId: number;
  readonly unitNumber: string;
}

/** An admin deletes a unit no investment or application names (any status: their history keeps it); audited. */
export class DeleteUnit implements UseCase<UnitIdInput, DeletedUnit> {
  readonly name = 'units.delete';
  readonly access = 'admin' as const;
  readonly input = unitIdInput;
  constructor(private readonly deps: CatalogAdminDeps) {}

  execute(ctx: RequestContext, input: UnitIdInput): Promise<Result<DeletedUnit, AppError>> {
    return this.deps.uow.run(async (store) => {
      const unit = await store.catalog.lockUnit(input.projectId, input.unitId);
      if (!unit) return err(unitNotFound(input.projectId, input.unitId));
      const links = await store.catalog.unitLinks(unit.id);
      if (links.investments > 0 || links.applications > 0)
        return err(unitHasInvestments(unit.id, links.investments, links.applications));
      await store.catalog.deleteUnit(unit.id);
      await auditCatalog(store, ctx, 'unit', 'deleted', unit, null);
      return ok({ id: unit.id, projectId: unit.projectId, unitNumber: unit.unitNumber });
    });
  }
}
