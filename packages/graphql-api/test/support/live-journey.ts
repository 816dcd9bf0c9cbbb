import { bearer, type TestAccount } from './accounts-helpers.js';

/*
 * An investor's path through the investing calls, as the live tests need it: a project with one unit, an
 * approved KYC, an application, its approval and the payment's confirmation by an admin. Through any server
 * (a test server, or a child process) and any SQL client of its database (for the set-up rows only).
 */

export interface JourneyApi {
  graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<{ body: any }>;
  /** One statement with `?` placeholders; its rows. */
  sql(text: string, params: unknown[]): Promise<any[]>;
}

async function data(api: JourneyApi, who: TestAccount, query: string, variables: Record<string, unknown>) {
  const answer = await api.graphql(query, variables, bearer(who.token));
  if (answer.body.errors) throw new Error(`${query}: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data;
}

let counter = 0;

/** A project of its own with one unit A1 of `price` (needing all of it), open for investment. */
export async function projectWithUnit(api: JourneyApi, price = '100000.00') {
  counter++;
  const title = `Live ${counter} ${Math.random().toString(36).slice(2, 6)}`;
  const [project] = await api.sql(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Test apartments', 'Airport Residential, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, ?, '1000.00', 'funding')
     returning id`,
    [title, price],
  );
  const [unit] = await api.sql(
    `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
       min_investment_amount)
     values (?, 'A1', '2-bedroom-apartment', 2, 2, ?, ?, '1000.00')
     returning id`,
    [project.id, price, price],
  );
  return { projectId: Number(project.id), unitId: Number(unit.id), title };
}

/** An approved KYC written directly (the KYC calls have tests of their own): valid two years. */
export async function approvedKyc(api: JourneyApi, userId: number): Promise<void> {
  const now = new Date();
  const expires = new Date(now.getTime() + 700 * 86_400_000);
  await api.sql(
    `insert into kyc_verifications (user_id, status, full_name, date_of_birth, nationality, phone_number, address,
       city, postal_code, country, document_type, document_number, document_expiry_date, proof_of_address_type,
       proof_of_address_date, source_of_funds, employment_status, submitted_at, reviewed_at, approved_at, expires_at)
     values (?, 'approved', 'Test Investor', '1985-01-01', 'gh', '+233 24 000 0000', '1 Test Street', 'Accra',
       'GA-1', 'ghana', 'passport', 'G0000000', '2031-01-01', 'utility_bill', '2026-10-01', 'employment',
       'employed', ?, ?, ?, ?)`,
    [userId, now, now, now, expires],
  );
}

/** The investor applies for the unit (USD `amount`); the application's id. */
export async function expressInterest(
  api: JourneyApi,
  investor: TestAccount,
  projectId: number,
  unitId: number,
  amount = '25000',
): Promise<number> {
  const input = { projectId, unitId, interestAmount: amount, contactPreference: 'email', contactInfo: investor.email };
  const answer = await data(
    api,
    investor,
    'mutation($input: ExpressInterestInput!) { expressInterest(input: $input) { id } }',
    {
      input,
    },
  );
  return answer.expressInterest.id as number;
}

/** The admin approves the application; the investment awaiting payment it opened. */
export async function approveApplication(api: JourneyApi, admin: TestAccount, applicationId: number): Promise<number> {
  const answer = await data(
    api,
    admin,
    'mutation($id: Int!) { approveProjectInterest(id: $id) { status investmentId } }',
    { id: applicationId },
  );
  return answer.approveProjectInterest.investmentId as number;
}

export async function confirmPayment(api: JourneyApi, admin: TestAccount, investmentId: number): Promise<void> {
  await data(api, admin, 'mutation($id: Int!) { confirmInvestmentPayment(id: $id) { alreadyConfirmed } }', {
    id: investmentId,
  });
}

/** What the project page reads of the funding, to compare a push with. */
export const PROJECT_FUNDING_QUERY = `query($id: Int!) {
  project(id: $id) {
    currentFunding totalInvestmentNeeded availableUnits totalUnits
    unitStatistics { availableUnits partiallyFundedUnits fullyFundedUnits soldUnits totalUnits }
    units { id status currentInvestment totalInvestmentNeeded }
  }
}`;
