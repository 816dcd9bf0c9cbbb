import { CryptoTokenIssuer, openDatabase } from '@cobuy/adapters';
import { UNIT_FEATURES, UNIT_TYPES } from '@cobuy/domain';
import pg from 'pg';
import { INVESTMENT_SLOTS, INVESTMENTS_PER_PROJECT, UNITS_PER_PROJECT, type ScaleStep } from './scale-plan.js';

/**
 * The scale scenario's data, written set-based: each statement inserts a whole step's rows (generate_series
 * and joins), so 10,000 projects, 100,000 units and 100,000 investments take seconds, not one ORM call per row.
 * The rows respect the schema's constraints and the rules the constraints do not hold: a unit's investments
 * never exceed its price (INVESTMENT_SLOTS), confirmed investments are `active` with no payment window, every
 * payment reference is unique, the investors exist and cannot sign in (the seeded accounts' password hash).
 */

/** Stands for "no password" like seed/passwordless-users.ts: argon2 refuses it, nobody signs in. */
const NO_PASSWORD_HASH = '!no-password: seeded account';
const LOCATIONS = ['East Legon, Accra', 'Spintex Road, Accra', 'Tema, Greater Accra', 'Lekki, Lagos', 'Dubai Marina'];
const FIRST_WORDS = ['Palm', 'Harbour', 'Cedar', 'Golden', 'Lagoon', 'Savanna', 'Coral', 'Baobab'];
const SECOND_WORDS = ['Heights', 'Gardens', 'Court', 'View', 'Park', 'Terrace', 'Towers', 'Villas'];
const DEVELOPERS = 20;

/** A text[] literal of the values, for `(array[…])[i]` picks inside the statements. */
const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** The title of generated project number `n` (the scale scenario's EXPLAIN searches for one of them). */
export function scaleProjectTitle(n: number): string {
  return `${FIRST_WORDS[n % FIRST_WORDS.length]} ${SECOND_WORDS[Math.floor(n / FIRST_WORDS.length) % SECOND_WORDS.length]} Residences ${n}`;
}

/** The same title in SQL, over the project number `g`. */
const titleSql = (g: string) =>
  `(${textArray(FIRST_WORDS)})[1 + ${g} % ${FIRST_WORDS.length}] || ' ' || ` +
  `(${textArray(SECOND_WORDS)})[1 + (${g} / ${FIRST_WORDS.length}) % ${SECOND_WORDS.length}] || ' Residences ' || ${g}`;

/** investorOf (scale-plan.ts) in SQL: the username of the investor of project `g`'s investment `slot`. */
const investorSql = (g: string, slot: string, investors: number) =>
  `'scale_investor_' || (1 + (((${g} - 1) * ${INVESTMENTS_PER_PROJECT} + ${slot}) * 7) % ${investors})`;

/** The first generated project's creation time; project n is created n minutes later (newest first = highest n). */
const EPOCH = '2025-01-01T00:00:00Z';

/**
 * Adds one step's rows to the database at `url` (migrated first when it is new: `migrate`): the investors up
 * to `step.investors`, the projects `firstProject`…`projects` (their id is their number), ten units each, ten
 * confirmed investments each. Then `vacuum analyze`, as autovacuum would have done on a live database.
 */
export async function seedScaleStep(url: string, step: ScaleStep, migrate: boolean): Promise<void> {
  if (migrate) {
    const db = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await db.migrate();
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const first = step.firstProject;
    const last = step.projects;
    await client.query('begin');
    await client.query(
      `insert into developers (name, description, email, phone, address, city)
       select 'Scale Developer ' || d, 'A developer generated for the scale bench.',
              'developer-' || d || '@scale.bench.cobuy.invalid', '+233200000000', 'Ring Road', 'Accra'
         from generate_series(1, ${DEVELOPERS}) d
       on conflict (name) do nothing`,
    );
    await client.query(
      `insert into users (username, email, password_hash, first_name, last_name, role, is_active, created_at, updated_at)
       select 'scale_investor_' || n, 'investor-' || n || '@scale.bench.cobuy.invalid', $1, 'Scale', 'Investor ' || n,
              'user', true, $2::timestamptz, $2::timestamptz
         from generate_series((select count(*) + 1 from users where username like 'scale\\_investor\\_%'), $3::int) n`,
      [NO_PASSWORD_HASH, EPOCH, step.investors],
    );
    await client.query(
      `insert into projects (id, title, description, location, country, project_type, developer_id, developer_name,
                             timeline, construction_timeline, expected_profit, profit_range_min, profit_range_max,
                             developer_listing_price, unit_price, min_investment, status, image_url, completion_date,
                             created_at, updated_at)
       select g, ${titleSql('g')},
              'A generated project of ' || ${UNITS_PER_PROJECT} || ' units that grows the catalog for the scale bench.',
              (${textArray(LOCATIONS)})[1 + g % ${LOCATIONS.length}], 'Ghana',
              (array['residential', 'commercial', 'mixed-use'])[1 + g % 3], d.id, d.name,
              18 + g % 18, '24 months', 18.50, 15.00, 22.00, 2 * price, price, 1000.00, 'funding',
              'https://example.com/scale/' || g || '.jpg', $1::timestamptz + interval '800 days',
              $1::timestamptz + g * interval '1 minute', $1::timestamptz + g * interval '1 minute'
         from generate_series($2::int, $3::int) g
         cross join lateral (select (50000 + (g * 7 % 40) * 5000)::numeric(15,2) as price) p
         join developers d on d.name = 'Scale Developer ' || (1 + g % ${DEVELOPERS})`,
      [EPOCH, first, last],
    );
    await client.query(`select setval('projects_id_seq', (select max(id) from projects))`);
    await client.query(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, floor_area, price,
                          total_investment_needed, min_investment_amount, features, floor, block, created_at, updated_at)
       select p.id, 'S-' || lpad(n::text, 2, '0'), (${textArray(UNIT_TYPES)})[1 + (p.id + n) % ${UNIT_TYPES.length}],
              2 + n % 3, 2, 120.00, p.unit_price, p.unit_price, 1000 + (n % 4) * 500,
              array[(${textArray(UNIT_FEATURES)})[1 + n % 6], (${textArray(UNIT_FEATURES)})[7 + n % 6]],
              n % 5, 'S', p.created_at, p.created_at
         from projects p cross join generate_series(1, ${UNITS_PER_PROJECT}) n
        where p.id between $1 and $2`,
      [first, last],
    );
    const slots = INVESTMENT_SLOTS.map((s, i) => `(${i}, ${s.unit}, ${s.share ?? 'null'}::numeric)`).join(', ');
    await client.query(
      `insert into investments (user_id, project_id, unit_id, amount, ownership_percentage, current_value, profit_share,
                                status, payment_method, payment_reference, payment_confirmed_at, created_at, updated_at)
       select v.id, p.id, un.id, a.amount, round(a.amount * 100 / un.price, 2), a.amount, 0, 'active', 'bank_transfer',
              'SCALE-' || p.id || '-' || s.slot, t.at, t.at, t.at
         from projects p
         cross join (values ${slots}) as s (slot, unit, share)
         join units un on un.project_id = p.id and un.unit_number = 'S-' || lpad(s.unit::text, 2, '0')
         join users v on v.username = ${investorSql('p.id', 's.slot', step.investors)}
         cross join lateral (select coalesce(round(un.price * s.share, 2), un.min_investment_amount) as amount) a
         cross join lateral (select p.created_at + (s.slot + 1) * interval '1 day' as at) t
        where p.id between $1 and $2`,
      [first, last],
    );
    await client.query('commit');
    await client.query('vacuum analyze');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** An admin account with a session, written straight to the database; returns the bearer token. */
export async function adminSession(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, role, is_active)
       values ('scale_admin', 'admin@scale.bench.cobuy.invalid', $1, 'Scale', 'Admin', 'admin', true)
       returning id`,
      [NO_PASSWORD_HASH],
    );
    const { token, tokenHash } = new CryptoTokenIssuer().issueSessionToken();
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [rows[0]!.id, tokenHash],
    );
    return token;
  } finally {
    await client.end();
  }
}

/** Row counts, to check a step wrote what the plan says. */
export async function countScaleRows(
  url: string,
): Promise<{ projects: number; units: number; investments: number; investors: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `select (select count(*) from projects) as projects, (select count(*) from units) as units,
              (select count(*) from investments) as investments,
              (select count(*) from users where username like 'scale\\_investor\\_%') as investors`,
    );
    const r = rows[0]!;
    return {
      projects: Number(r.projects),
      units: Number(r.units),
      investments: Number(r.investments),
      investors: Number(r.investors),
    };
  } finally {
    await client.end();
  }
}
