import { describe, expect, it } from 'vitest';
import {
  applicationRow,
  count,
  insertApprovedKyc,
  interestIn,
  newUser,
  projectWithUnit,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, errorOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Product rules §3, issue 17 item 2: one open application (pending, approved, awaiting_kyc, pending_kyc,
 * kyc_approved, awaiting_payment) per investor and unit, or per project for an interest without a unit. A second
 * is a 409 APPLICATION.ALREADY_OPEN naming the open one; the database's partial unique indexes decide when calls
 * race. On PostgreSQL the calls truly overlap; on PGlite they serialise and the same assertions hold.
 */

const t = useInvesting();
const clock = new FakeClock();
const POOL = 25;

const asInvestor = (user: TestUser) => contextOf(user.id, 'user', clock);
const projectWide = (projectId: number) => ({ ...interestIn(projectId, 0, '5000.00'), unitId: null });

const applicationsOf = (userId: number) =>
  count(t.db, 'select count(*) as n from project_interests where user_id = ?', [userId]);

/** A project with units A1, A2, A3 (100,000.00 each). */
async function projectWithThreeUnits(): Promise<{ projectId: number; unitIds: number[] }> {
  const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
  const unitIds = [unitId];
  for (const number of ['A2', 'A3']) {
    const [row] = await t.db.em().execute<{ id: number }[]>(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, '2-bedroom-apartment', 2, 2, 100000, 100000, 1) returning id`,
      [projectId, number],
    );
    unitIds.push(Number(row!.id));
  }
  return { projectId, unitIds };
}

describe('one open application per investor and unit, under concurrency', () => {
  it('20 identical interests at once in one unit: exactly one application, the others name it', async () => {
    const services = await t.racingServices(POOL);
    const investor = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        run(services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '5000.00')),
      ),
    );

    const created = results.flatMap((r) => (r.ok ? [r.value] : []));
    expect(created).toHaveLength(1);
    for (const r of results) {
      if (r.ok) continue;
      expect(r.error).toMatchObject({
        code: 'APPLICATION.ALREADY_OPEN',
        details: { applicationId: created[0]!.id, status: 'pending', projectId, unitId },
      });
    }
    expect(await applicationsOf(investor.id)).toBe(1);
  });

  it('20 identical interests at once without a unit: exactly one per project', async () => {
    const services = await t.racingServices(POOL);
    const investor = await newUser(t.db);
    const { projectId } = await projectWithUnit(t.db, { price: '100000.00' });

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        run(services.investing.expressInterest, asInvestor(investor), projectWide(projectId)),
      ),
    );

    const created = results.flatMap((r) => (r.ok ? [r.value] : []));
    expect(created).toHaveLength(1);
    for (const r of results) {
      if (!r.ok) expect(r.error).toMatchObject({ code: 'APPLICATION.ALREADY_OPEN', details: { unitId: null } });
    }
    expect(await applicationsOf(investor.id)).toBe(1);
  });

  it('interests in several units at once: one application per unit, all accepted', async () => {
    const services = await t.racingServices(POOL);
    const investor = await newUser(t.db);
    const { projectId, unitIds } = await projectWithThreeUnits();

    const results = await Promise.all([
      ...unitIds.map((unitId) =>
        run(services.investing.expressInterest, asInvestor(investor), {
          ...interestIn(projectId, unitId, '5000.00'),
          interestType: 'multiple_units',
          unitsRequested: 3,
        }),
      ),
      run(services.investing.expressInterest, asInvestor(investor), projectWide(projectId)),
    ]);

    expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(await applicationsOf(investor.id)).toBe(4);
  });
});

describe('one open application, step by step', () => {
  const express = (user: TestUser, input: object) => run(t.services.investing.expressInterest, asInvestor(user), input);

  it('a second interest is a 409 naming the open one, whatever its stage; once it is closed a new one is accepted', async () => {
    const admin = await newUser(t.db, 'admin');
    const investor = await newUser(t.db);
    const other = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
    const interest = interestIn(projectId, unitId, '5000.00');

    const first = valueOf(await express(investor, interest));
    const second = errorOf(await express(investor, interest));
    expect(second).toMatchObject({
      code: 'APPLICATION.ALREADY_OPEN',
      details: { applicationId: first.id, status: 'pending' },
    });
    expect(second.message).toBe(
      `You already have an open application for this unit (application ${first.id}, pending). ` +
        'Withdraw it first, or wait until it is decided.',
    );
    // Another investor's application for the same unit is theirs to have.
    expect((await express(other, interest)).ok).toBe(true);

    // Approved without KYC, it waits for KYC and is still open.
    valueOf(
      await run(t.services.investing.approveApplication, contextOf(admin.id, 'admin', clock), {
        applicationId: first.id,
      }),
    );
    expect(errorOf(await express(investor, interest))).toMatchObject({
      code: 'APPLICATION.ALREADY_OPEN',
      details: { applicationId: first.id, status: 'awaiting_kyc' },
    });

    valueOf(await run(t.services.investing.withdrawApplication, asInvestor(investor), { applicationId: first.id }));
    const afterWithdrawal = valueOf(await express(investor, interest));
    expect(afterWithdrawal.status).toBe('pending');

    valueOf(
      await run(t.services.investing.rejectApplication, contextOf(admin.id, 'admin', clock), {
        applicationId: afterWithdrawal.id,
        reason: 'Not this round',
      }),
    );
    expect(valueOf(await express(investor, interest)).status).toBe('pending');
    expect(await applicationsOf(investor.id)).toBe(3);
  });

  it('an interest without a unit is placed in a unit the investor has not applied for', async () => {
    const admin = await newUser(t.db, 'admin');
    const investor = await newUser(t.db);
    await insertApprovedKyc(t.db, investor.id);
    const { projectId, unitIds } = await projectWithThreeUnits();
    const [a1, a2] = unitIds as [number, number];
    valueOf(await express(investor, interestIn(projectId, a1, '5000.00')));
    const wide = valueOf(await express(investor, projectWide(projectId)));

    const approved = valueOf(
      await run(t.services.investing.approveApplication, contextOf(admin.id, 'admin', clock), {
        applicationId: wide.id,
      }),
    );

    // A1 comes first by unit number, but holds the investor's other open application.
    expect(approved).toMatchObject({ status: 'awaiting_payment', unitId: a2 });
    expect((await applicationRow(t.db, wide.id)).status).toBe('awaiting_payment');
  });

  it('the database refuses a second open application written past the use case', async () => {
    const investor = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
    const insert = (status: string, unit: number | null) =>
      t.db.em().execute(
        `insert into project_interests (user_id, project_id, unit_id, interest_amount, contact_preference,
           contact_info, status, created_at, updated_at)
         values (?, ?, ?, 5000, 'email', 'a@example.com', ?, now(), now())`,
        [investor.id, projectId, unit, status],
        'run',
      );
    await insert('withdrawn', unitId);
    await insert('pending', unitId);
    await expect(insert('awaiting_payment', unitId)).rejects.toThrow(/project_interests_one_open_per_unit/);
    await insert('pending', null);
    await expect(insert('approved', null)).rejects.toThrow(/project_interests_one_open_per_project/);
    await insert('rejected', null);
    expect(await applicationsOf(investor.id)).toBe(4);
  });
});
