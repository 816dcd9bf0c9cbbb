import { Migration } from '@mikro-orm/migrations';

/**
 * The admin Investments tab's totals in constant time (issue 23 item 2, docs/benchmarks.md "At scale"). Each
 * first page asks for `totalCount` and `totalAmount`; as `count(*)` and `sum(amount)` over every matching
 * investment they grew with the table (the page's one statement that did). `investment_totals` holds, per
 * status, how many investments there are and their amounts added up (exact numeric), so the unfiltered and
 * status-filtered totals read at most a few dozen rows, whatever the number of investments.
 *
 * Triggers keep it in the same transaction as the change, so it cannot drift: after each INSERT, UPDATE or
 * DELETE statement on investments (statement-level, with transition tables, so a bulk statement costs one
 * upsert per status, not one per row) the statement's net change per status is added; TRUNCATE empties it. An
 * update that changes neither status nor amount (a reminder, a payment method) writes nothing.
 *
 * Rows are split into slots by the writing connection (`pg_backend_pid() % 8`): two transactions on different
 * connections add to different rows, so concurrent writers rarely wait on each other's row lock; a reader adds
 * the slots up. The upsert (`on conflict do update` adds to the row's latest committed values) keeps the sum
 * exact under concurrency at READ COMMITTED, the isolation every write runs in; statuses are written in name
 * order so two statements touching the same two rows lock them in the same order.
 *
 * `project_totals` does the same for projects (how many per status, no amount): the public list's unfiltered
 * `totalCount` (`status <> 'archived'`) and the admins' (every project) read it instead of counting the catalog.
 */
export class Migration20261126003400ListTotals extends Migration {
  override name = 'Migration20261126003400_list_totals';

  override up(): void {
    this.addSql(`
      create table investment_totals (
        status text not null,
        slot smallint not null,
        count bigint not null,
        amount numeric(20,2) not null,
        primary key (status, slot)
      )`);
    // Each branch names only the transition tables its trigger declares (PL/pgSQL plans a statement when it
    // first runs it, so the other branches' tables are never looked up).
    this.addSql(`
      create function investment_totals_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          delete from investment_totals;
        elsif tg_op = 'INSERT' then
          insert into investment_totals as t (status, slot, count, amount)
          select status, pg_backend_pid() % 8, count(*), sum(amount)
            from new_rows group by status order by status
          on conflict (status, slot) do update
            set count = t.count + excluded.count, amount = t.amount + excluded.amount;
        elsif tg_op = 'DELETE' then
          insert into investment_totals as t (status, slot, count, amount)
          select status, pg_backend_pid() % 8, -count(*), -sum(amount)
            from old_rows group by status order by status
          on conflict (status, slot) do update
            set count = t.count + excluded.count, amount = t.amount + excluded.amount;
        else
          insert into investment_totals as t (status, slot, count, amount)
          select status, pg_backend_pid() % 8, sum(n), sum(a)
            from (select status, 1 as n, amount as a from new_rows
                  union all
                  select status, -1, -amount from old_rows) d
           group by status
          having sum(n) <> 0 or sum(a) <> 0
           order by status
          on conflict (status, slot) do update
            set count = t.count + excluded.count, amount = t.amount + excluded.amount;
        end if;
        return null;
      end
      $$`);
    this.addSql(`
      create trigger investment_totals_insert after insert on investments
        referencing new table as new_rows
        for each statement execute function investment_totals_apply()`);
    this.addSql(`
      create trigger investment_totals_update after update on investments
        referencing old table as old_rows new table as new_rows
        for each statement execute function investment_totals_apply()`);
    this.addSql(`
      create trigger investment_totals_delete after delete on investments
        referencing old table as old_rows
        for each statement execute function investment_totals_apply()`);
    this.addSql(`
      create trigger investment_totals_truncate after truncate on investments
        for each statement execute function investment_totals_apply()`);
    this.addSql(`
      insert into investment_totals (status, slot, count, amount)
      select status, 0, count(*), sum(amount) from investments group by status`);

    this.addSql(`
      create table project_totals (
        status text not null,
        slot smallint not null,
        count bigint not null,
        primary key (status, slot)
      )`);
    this.addSql(`
      create function project_totals_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          delete from project_totals;
        elsif tg_op = 'INSERT' then
          insert into project_totals as t (status, slot, count)
          select status, pg_backend_pid() % 8, count(*) from new_rows group by status order by status
          on conflict (status, slot) do update set count = t.count + excluded.count;
        elsif tg_op = 'DELETE' then
          insert into project_totals as t (status, slot, count)
          select status, pg_backend_pid() % 8, -count(*) from old_rows group by status order by status
          on conflict (status, slot) do update set count = t.count + excluded.count;
        else
          insert into project_totals as t (status, slot, count)
          select status, pg_backend_pid() % 8, sum(n)
            from (select status, 1 as n from new_rows union all select status, -1 from old_rows) d
           group by status
          having sum(n) <> 0
           order by status
          on conflict (status, slot) do update set count = t.count + excluded.count;
        end if;
        return null;
      end
      $$`);
    this.addSql(`
      create trigger project_totals_insert after insert on projects
        referencing new table as new_rows
        for each statement execute function project_totals_apply()`);
    this.addSql(`
      create trigger project_totals_update after update on projects
        referencing old table as old_rows new table as new_rows
        for each statement execute function project_totals_apply()`);
    this.addSql(`
      create trigger project_totals_delete after delete on projects
        referencing old table as old_rows
        for each statement execute function project_totals_apply()`);
    this.addSql(`
      create trigger project_totals_truncate after truncate on projects
        for each statement execute function project_totals_apply()`);
    this.addSql(
      `insert into project_totals (status, slot, count) select status, 0, count(*) from projects group by status`,
    );
  }

  override down(): void {
    this.addSql('drop trigger if exists project_totals_truncate on projects');
    this.addSql('drop trigger if exists project_totals_delete on projects');
    this.addSql('drop trigger if exists project_totals_update on projects');
    this.addSql('drop trigger if exists project_totals_insert on projects');
    this.addSql('drop function if exists project_totals_apply()');
    this.addSql('drop table if exists project_totals');
    this.addSql('drop trigger if exists investment_totals_truncate on investments');
    this.addSql('drop trigger if exists investment_totals_delete on investments');
    this.addSql('drop trigger if exists investment_totals_update on investments');
    this.addSql('drop trigger if exists investment_totals_insert on investments');
    this.addSql('drop function if exists investment_totals_apply()');
    this.addSql('drop table if exists investment_totals');
  }
}
