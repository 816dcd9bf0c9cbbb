import { AppMetaRow } from './app-meta.entity.js';
import { CurrencyRateRow } from './currency-rate.entity.js';
import { DeveloperRow } from './developer.entity.js';
import { ProjectUpdateRow } from './project-update.entity.js';
import { ProjectRow } from './project.entity.js';
import { UnitRow } from './unit.entity.js';

export { AppMetaRow, CurrencyRateRow, DeveloperRow, ProjectRow, ProjectUpdateRow, UnitRow };

/** Every mapped table. Add each new entity here; the ORM discovers nothing by itself. */
export const ALL_ENTITIES = [AppMetaRow, CurrencyRateRow, DeveloperRow, ProjectRow, ProjectUpdateRow, UnitRow];

/** The plain record type of an entity definition (what `em.find` returns). */
export type Row<T extends { '~entity': unknown }> = T['~entity'];
