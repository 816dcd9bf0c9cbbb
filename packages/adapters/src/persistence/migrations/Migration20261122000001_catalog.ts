import { Migration } from '@mikro-orm/migrations';

/**
 * The public catalog: developers, projects, units, project updates, and the display currency rates.
 * Money is numeric(15,2) (product rules §1); percentages numeric(5,2). A project's unit counts, funding
 * and total investment needed are derived from its units at read time, never stored, so they cannot drift.
 */
export class Migration20261122000001Catalog extends Migration {
  override name = 'Migration20261122000001_catalog';

  override up(): void {
    this.addSql(`
      create table developers (
        id serial primary key,
        name text not null unique,
        description text not null,
        email text not null,
        phone text not null,
        website text,
        address text not null,
        city text not null,
        country text not null default 'Ghana',
        established_year integer,
        license_number text,
        specialties text[] not null default '{}',
        logo_url text,
        completed_projects integer not null default 0 check (completed_projects >= 0),
        total_value numeric(15,2) not null default 0 check (total_value >= 0),
        rating numeric(3,2) not null default 0 check (rating between 0 and 5),
        is_active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table projects (
        id serial primary key,
        title text not null,
        description text not null,
        location text not null,
        country text not null default 'Ghana',
        project_type text not null check (project_type in ('residential', 'commercial', 'mixed-use')),
        developer_id integer references developers (id) on delete set null,
        developer_name text not null,
        timeline integer not null check (timeline >= 0),
        construction_timeline text not null,
        expected_profit numeric(5,2) not null,
        profit_range_min numeric(5,2) not null,
        profit_range_max numeric(5,2) not null,
        developer_listing_price numeric(15,2) not null check (developer_listing_price >= 0),
        unit_price numeric(15,2) not null check (unit_price >= 0),
        min_investment numeric(15,2) not null check (min_investment >= 0),
        status text not null,
        image_url text,
        off_plan_price numeric(15,2),
        min_co_buy_amount numeric(15,2),
        completion_list_price numeric(15,2),
        media_urls text[] not null default '{}',
        price_negotiable boolean not null default true,
        completion_date timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (profit_range_min <= profit_range_max)
      )`);
    this.addSql(`create index projects_created_at_idx on projects (created_at desc, id desc)`);
    this.addSql(`
      create table units (
        id serial primary key,
        project_id integer not null references projects (id) on delete cascade,
        unit_number text not null,
        unit_type text not null,
        bedrooms integer not null check (bedrooms >= 0),
        bathrooms integer not null check (bathrooms >= 0),
        floor_area numeric(10,2),
        plot_size numeric(10,2),
        price numeric(15,2) not null check (price > 0),
        total_investment_needed numeric(15,2) not null check (total_investment_needed > 0),
        current_investment numeric(15,2) not null default 0 check (current_investment >= 0),
        min_investment_amount numeric(15,2) not null check (min_investment_amount > 0),
        status text not null default 'available'
          check (status in ('available', 'partially_funded', 'fully_funded', 'sold')),
        features text[] not null default '{}',
        description text,
        image_url text,
        floor integer,
        block text,
        sold_at timestamptz,
        sold_price numeric(15,2),
        profit_generated numeric(15,2),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (project_id, unit_number),
        check (min_investment_amount <= price),
        check (current_investment <= total_investment_needed)
      )`);
    this.addSql(`create index units_project_id_idx on units (project_id)`);
    this.addSql(`
      create table project_updates (
        id serial primary key,
        project_id integer not null references projects (id) on delete cascade,
        title text not null,
        description text not null,
        progress_percentage integer not null check (progress_percentage between 0 and 100),
        update_type text not null check (update_type in ('progress', 'milestone', 'completion', 'alert')),
        image_url text,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index project_updates_project_id_idx on project_updates (project_id, created_at desc)`);
    this.addSql(`
      create table currency_rates (
        code text primary key,
        name text not null,
        symbol text not null,
        flag text not null,
        rate numeric(18,6) not null check (rate > 0),
        decimals integer not null check (decimals between 0 and 4),
        sort_order integer not null,
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table app_meta (
        key text primary key,
        value text not null,
        updated_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists app_meta, currency_rates, project_updates, units, projects, developers cascade');
  }
}
