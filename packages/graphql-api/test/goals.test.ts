import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { deletedGoalJson, financialGoalJson } from '../src/openapi/response.schemas.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

const server = useTestServer({ seed: false });

const house = {
  goalName: 'Deposit for a flat in East Legon',
  goalType: 'property_purchase',
  targetAmount: '50000.00',
  currentAmount: 12500.5,
  targetDate: '2028-06-30',
  description: 'Two bedrooms, near the mall',
};

const create = (who: TestAccount, body: unknown) => server.post('/api/financial-goals', body, bearer(who.token));
const list = (who: TestAccount, userId = who.id) => server.get(`/api/financial-goals/${userId}`, bearer(who.token));
const update = (who: TestAccount, id: number, body: unknown) =>
  send(server, 'PUT', `/api/financial-goals/${id}`, body, bearer(who.token));
const remove = (who: TestAccount, id: number) =>
  send(server, 'DELETE', `/api/financial-goals/${id}`, undefined, bearer(who.token));

async function goalOf(who: TestAccount, body: unknown = house): Promise<{ id: number }> {
  const res = await create(who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

const GOAL_FIELDS = `id goalName goalType targetAmount currentAmount targetDate description progress isCompleted
  remainingAmount`;

describe('financial goals over REST', () => {
  it('creates, lists, updates and deletes a goal, with its progress and exact amounts', async () => {
    const investor = await newAccount(server);
    const created = await create(investor, { ...house, userId: investor.id });
    expect(created.status).toBe(201);
    expect(financialGoalJson.safeParse(created.body).error?.issues ?? []).toEqual([]);
    expect(created.body).toMatchObject({
      userId: investor.id,
      goalName: 'Deposit for a flat in East Legon',
      goalType: 'property_purchase',
      targetAmount: '50000.00',
      currentAmount: '12500.50',
      targetDate: '2028-06-30',
      description: 'Two bedrooms, near the mall',
      progress: '25.00',
      isCompleted: false,
      remainingAmount: '37499.50',
    });
    const id = created.body.id as number;

    const listed = await list(investor);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.body]);

    const updated = await update(investor, id, {
      ...house,
      goalName: 'Flat deposit',
      currentAmount: '60000',
      targetDate: '2027-12-31',
      description: null,
    });
    expect(updated.status).toBe(200);
    expect(financialGoalJson.safeParse(updated.body).error?.issues ?? []).toEqual([]);
    expect(updated.body).toMatchObject({
      id,
      goalName: 'Flat deposit',
      currentAmount: '60000.00',
      targetDate: '2027-12-31',
      description: null,
      progress: '100.00',
      isCompleted: true,
      remainingAmount: '0.00',
    });
    expect((await list(investor)).body).toMatchObject([{ id, goalName: 'Flat deposit', isCompleted: true }]);

    const deleted = await remove(investor, id);
    expect(deleted.status).toBe(200);
    expect(deletedGoalJson.parse(deleted.body)).toEqual({ id, message: 'Your financial goal has been removed.' });
    expect((await list(investor)).body).toEqual([]);
    expect((await remove(investor, id)).status).toBe(404);
  });

  it('lists only the investor’s own goals, nearest target date first', async () => {
    const investor = await newAccount(server);
    const other = await newAccount(server);
    await goalOf(investor, { ...house, goalName: 'Retire in Aburi', goalType: 'retirement', targetDate: '2045-01-01' });
    await goalOf(investor, { ...house, goalName: 'Rainy days', goalType: 'emergency_fund', targetDate: '2027-03-01' });
    await goalOf(other, { ...house, goalName: 'Not theirs' });
    expect(((await list(investor)).body as { goalName: string }[]).map((g) => g.goalName)).toEqual([
      'Rainy days',
      'Retire in Aburi',
    ]);
  });

  it('answers bad input with a 400 naming each field and the reason', async () => {
    const investor = await newAccount(server);
    const bad = await create(investor, {
      goalName: ' ',
      goalType: 'yacht',
      targetAmount: 0,
      currentAmount: '-1',
      targetDate: '2027-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        goalName: 'Goal name is required',
        goalType: 'must be one of property_purchase, retirement, emergency_fund, investment_target',
        targetAmount: 'Target amount must be greater than 0',
        currentAmount: 'must not be negative',
        targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
      },
    });
    const missing = await create(investor, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      goalName: 'Goal name is required',
      goalType: 'Goal type is required',
      targetAmount: 'Target amount is required',
      currentAmount: 'Current amount is required',
      targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
    });
    const inexact = await create(investor, { ...house, targetAmount: '1e5', currentAmount: '10.005' });
    expect(inexact.body.fields).toEqual({
      targetAmount: 'must be written without exponent notation',
      currentAmount: 'must have at most 2 decimals',
    });
    const tooLarge = await create(investor, { ...house, targetAmount: '99999999999999' });
    expect(tooLarge).toMatchObject({ status: 400, body: { fields: { targetAmount: 'is too large' } } });
    // The same checks on an update, and a malformed id.
    const { id } = await goalOf(investor);
    expect((await update(investor, id, { ...house, targetAmount: '-5' })).body.fields).toEqual({
      targetAmount: 'must not be negative',
    });
    expect((await update(investor, 0, house)).body.fields).toEqual({ id: 'must be a positive integer id' });
    expect((await list(investor)).body).toHaveLength(1);
  });

  it('accepts a target date in the past: an overdue goal can still be recorded and edited', async () => {
    const investor = await newAccount(server);
    const res = await create(investor, { ...house, targetDate: '2021-01-15' });
    expect(res).toMatchObject({ status: 201, body: { targetDate: '2021-01-15' } });
  });

  it('keeps goals private: another investor gets 403 on every call, an unknown id 404, anonymous 401', async () => {
    const owner = await newAccount(server);
    const intruder = await newAccount(server);
    const admin = await adminAccount(server);
    const { id } = await goalOf(owner);

    expect((await list(intruder, owner.id)).status).toBe(403);
    expect((await update(intruder, id, { ...house, currentAmount: '0' })).status).toBe(403);
    expect((await remove(intruder, id)).status).toBe(403);
    // A goal is created for the token's user only.
    expect((await create(intruder, { ...house, userId: owner.id })).status).toBe(403);
    // Admins may read an investor's goals, not change them.
    expect((await list(admin, owner.id)).status).toBe(200);
    expect((await update(admin, id, house)).status).toBe(403);
    expect((await remove(admin, id)).status).toBe(403);
    // Nothing changed.
    expect((await list(owner)).body).toMatchObject([{ id, currentAmount: '12500.50' }]);

    expect(await update(owner, 987654, house)).toMatchObject({ status: 404, body: { code: 'GOAL.NOT_FOUND' } });

    expect((await server.get(`/api/financial-goals/${owner.id}`)).status).toBe(401);
    expect((await server.post('/api/financial-goals', house)).status).toBe(401);
    expect((await send(server, 'PUT', `/api/financial-goals/${id}`, house)).status).toBe(401);
    expect((await send(server, 'DELETE', `/api/financial-goals/${id}`)).status).toBe(401);
  });

  it('lists 2 or 20 goals with the same number of SQL statements', async () => {
    const few = await newAccount(server);
    const many = await newAccount(server);
    for (let i = 0; i < 2; i++) await goalOf(few);
    for (let i = 0; i < 20; i++) await goalOf(many);
    const statementsFor = async (who: TestAccount, expected: number) => {
      server.resetQueries();
      const res = await server.graphql('{ myFinancialGoals { id progress } }', {}, bearer(who.token));
      expect(res.body.data.myFinancialGoals).toHaveLength(expected);
      return server.queries.length;
    };
    const [manyCount, fewCount] = [await statementsFor(many, 20), await statementsFor(few, 2)];
    expect(manyCount).toBeGreaterThan(0);
    expect(manyCount).toBe(fewCount);
  });

  it('deletes a user’s goals with the user', async () => {
    const investor = await newAccount(server);
    await goalOf(investor);
    await server.db.em().execute('delete from users where id = ?', [investor.id], 'run');
    const rows = await server.db
      .em()
      .execute<{ n: number }[]>('select count(*)::int as n from financial_goals where user_id = ?', [investor.id]);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('financial goals over GraphQL', () => {
  it('creates, lists, updates and deletes through the same use cases', async () => {
    const investor = await newAccount(server);
    const auth = bearer(investor.token);
    const created = await server.graphql(
      `mutation($input: FinancialGoalInput!) { createFinancialGoal(input: $input) { ${GOAL_FIELDS} } }`,
      { input: { ...house, currentAmount: '49999.99', description: null } },
      auth,
    );
    expect(created.body.errors).toBeUndefined();
    const goal = created.body.data.createFinancialGoal;
    expect(goal).toMatchObject({
      goalType: 'property_purchase',
      currentAmount: '49999.99',
      progress: '99.99',
      isCompleted: false,
      remainingAmount: '0.01',
    });

    const mine = await server.graphql(`{ myFinancialGoals { ${GOAL_FIELDS} } }`, {}, auth);
    expect(mine.body.data.myFinancialGoals).toEqual([goal]);

    const updated = await server.graphql(
      `mutation($id: Int!, $input: FinancialGoalInput!) {
         updateFinancialGoal(id: $id, input: $input) { id progress isCompleted } }`,
      { id: goal.id, input: { ...house, currentAmount: 50000 } },
      auth,
    );
    expect(updated.body.data.updateFinancialGoal).toEqual({ id: goal.id, progress: '100.00', isCompleted: true });

    const deleted = await server.graphql(
      'mutation($id: Int!) { deleteFinancialGoal(id: $id) { id message } }',
      { id: goal.id },
      auth,
    );
    expect(deleted.body.data.deleteFinancialGoal).toEqual({
      id: goal.id,
      message: 'Your financial goal has been removed.',
    });
    expect((await server.graphql('{ myFinancialGoals { id } }', {}, auth)).body.data.myFinancialGoals).toEqual([]);
  });

  it('reports the same field errors and refuses someone else’s goal', async () => {
    const owner = await newAccount(server);
    const intruder = await newAccount(server);
    const { id } = await goalOf(owner);
    const bad = await server.graphql(
      'mutation($input: FinancialGoalInput!) { createFinancialGoal(input: $input) { id } }',
      { input: { ...house, targetAmount: '0', targetDate: 'soon' } },
      bearer(owner.token),
    );
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        targetAmount: 'Target amount must be greater than 0',
        targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
      },
    });
    const stolen = await server.graphql(
      'mutation($id: Int!) { deleteFinancialGoal(id: $id) { id } }',
      { id },
      bearer(intruder.token),
    );
    expect(stolen.body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    expect((await server.graphql('{ myFinancialGoals { id } }')).body.errors[0].extensions.code).toBe(
      'AUTH.UNAUTHENTICATED',
    );
    expect((await list(owner)).body).toHaveLength(1);
  });
});
