import { describe, expect, it } from 'vitest';
import type { Database } from '../orm.js';
import { useTestDatabase } from '../testing/use-test-database.js';
import { Migration20261126001600UnitDescriptionRepeats } from './Migration20261126001600_unit_description_repeats.js';

/*
 * The wording migration on a database that holds the seed's old descriptions: it runs again over rows written as
 * the old seed wrote them (and rows it must not touch), in one transaction, as the migrator runs it.
 */

const fixture = useTestDatabase();

async function runUp(db: Database): Promise<void> {
  const migration = new Migration20261126001600UnitDescriptionRepeats(db.orm.em.getDriver(), db.orm.config);
  await migration.up();
  await db.em().transactional(async (em) => {
    for (const sql of migration.getQueries()) await em.execute(sql as string);
  });
}

describe('Migration20261126001600_unit_description_repeats on a database with the old wording', () => {
  it('says the bedrooms once where the seed said them twice, and leaves every other description alone', async () => {
    const db = fixture.db;
    const em = db.em();
    const [project] = await em.execute<{ id: number }[]>(
      `insert into projects (title, description, location, project_type, developer_name, timeline,
         construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
         unit_price, min_investment, status)
       values ('Wording', 'Test', 'Accra', 'residential', 'Dev', 24, '24 months', 18, 15, 22, 1000000, 100000, 1,
         'funding')
       returning id`,
    );
    const rows: Array<[string, string | null]> = [
      ['W1', '2-bedroom 2 bedroom terrace in Tema Community 25 Terraces.'],
      ['W2', '3-bedroom 3 bedroom apartment in The Cantonments.'],
      ['W3', '4-bedroom semi detached in East Legon Gardens.'],
      ['W4', 'A 2-bedroom 3 bedroom mix-up an admin typed.'],
      ['W5', 'Corner unit; 2-bedroom 2 bedroom in the middle of a sentence stays.'],
      ['W6', null],
    ];
    for (const [unitNumber, description] of rows) {
      await em.execute(
        `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
           min_investment_amount, description)
         values (?, ?, '2-bedroom-terrace', 2, 2, 100000, 100000, 1, ?)`,
        [project!.id, unitNumber, description],
        'run',
      );
    }

    await runUp(db);

    const after = await em.execute<{ unit_number: string; description: string | null }[]>(
      'select unit_number, description from units where project_id = ? order by unit_number',
      [project!.id],
    );
    expect(after.map((r) => [r.unit_number, r.description])).toEqual([
      ['W1', '2-bedroom terrace in Tema Community 25 Terraces.'],
      ['W2', '3-bedroom apartment in The Cantonments.'],
      ['W3', '4-bedroom semi detached in East Legon Gardens.'],
      ['W4', 'A 2-bedroom 3 bedroom mix-up an admin typed.'],
      ['W5', 'Corner unit; 2-bedroom 2 bedroom in the middle of a sentence stays.'],
      ['W6', null],
    ]);
  });
});
