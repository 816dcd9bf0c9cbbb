import type { ErrorCode } from '@cobuy/application';

/**
 * WHO MAY CALL WHAT: one row per REST route and per GraphQL operation the server has, with the outcome
 * expected for each kind of caller. The matrix test walks every row against the real HTTP server, and
 * fails when a route or operation exists without a row here (or a row names one that does not exist).
 * Adding a route means adding its row.
 *
 * The callers:
 * - anonymous: no token;
 * - user: the owner, the signed-in user whose data the request names (`world.owner`);
 * - otherUser: another signed-in user, asking for the owner's data;
 * - admin: a signed-in admin, asking for the owner's data.
 */
export type Caller = 'anonymous' | 'user' | 'otherUser' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'user', 'otherUser', 'admin'];

/** Facts the rows can build requests from (set up once per run). */
export interface MatrixWorld {
  readonly owner: { readonly id: number; readonly email: string; readonly username: string };
  readonly otherUser: { readonly id: number };
  readonly admin: { readonly id: number };
  /** A seeded project and one of its units. */
  readonly projectId: number;
  readonly unitId: number;
  /** A financial goal of the owner's, kept for the whole run. */
  readonly goalId: number;
  /** Another goal of the owner's each call, for the owner to delete (so the other callers still find `goalId`). */
  spareGoalId(): number;
  /** A string unique to this call (for usernames, emails). */
  unique(): string;
}

export interface RestRow {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the router declares it, e.g. `/api/projects/:id`. */
  readonly path: string;
  /** The concrete request: path with ids filled in, and the body. */
  readonly request: (world: MatrixWorld, caller: Caller) => { readonly path: string; readonly body?: unknown };
  /** The HTTP status expected for each caller. */
  readonly expect: Readonly<Record<Caller, number>>;
  /** The call ends the caller's session (sign out): the matrix signs the caller in again afterwards. */
  readonly endsSession?: boolean;
}

/** 'ok' (data, no error) or the error code expected in `errors[0].extensions.code`. */
export type GraphQLOutcome = 'ok' | ErrorCode;

export interface GraphQLRow {
  /** `Query.<field>`, `Mutation.<field>` or `Subscription.<field>`. */
  readonly operation: string;
  readonly document: string;
  readonly variables?: (world: MatrixWorld, caller: Caller) => Record<string, unknown>;
  readonly expect: Readonly<Record<Caller, GraphQLOutcome>>;
  readonly endsSession?: boolean;
}

// Shorthands for the usual shapes of access.
const all = <T>(outcome: T): Record<Caller, T> => ({
  anonymous: outcome,
  user: outcome,
  otherUser: outcome,
  admin: outcome,
});
/** Any signed-in caller. */
const signedIn = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  user: status,
  otherUser: status,
  admin: status,
});
/** Only the owner of the data, or an admin (product rules §5). */
export const ownerOrAdmin = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  user: status,
  otherUser: 403,
  admin: status,
});
/** Only the owner, not even an admin (e.g. acting as the user). */
export const ownerOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  user: status,
  otherUser: 403,
  admin: 403,
});
/** Admins only. */
const adminOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  admin: status,
});
const gqlSignedIn: Record<Caller, GraphQLOutcome> = {
  anonymous: 'AUTH.UNAUTHENTICATED',
  user: 'ok',
  otherUser: 'ok',
  admin: 'ok',
};
const gqlAdminOnly: Record<Caller, GraphQLOutcome> = {
  anonymous: 'AUTH.UNAUTHENTICATED',
  user: 'AUTH.FORBIDDEN',
  otherUser: 'AUTH.FORBIDDEN',
  admin: 'ok',
};
/** Only the owner of the record, not even an admin. */
const gqlOwnerOnly: Record<Caller, GraphQLOutcome> = {
  anonymous: 'AUTH.UNAUTHENTICATED',
  user: 'ok',
  otherUser: 'AUTH.FORBIDDEN',
  admin: 'AUTH.FORBIDDEN',
};
/** Admins get past the gate and find no such record; everyone else is stopped at it. */
const gqlAdminReachesMissing: Record<Caller, GraphQLOutcome> = { ...gqlAdminOnly, admin: 'KYC.NOT_FOUND' };
/** An id no record has. */
const NO_SUCH_KYC = 987654;
/** A valid goal form. */
export const MATRIX_GOAL = {
  goalName: 'Matrix goal',
  goalType: 'investment_target',
  targetAmount: '10000',
  currentAmount: '2500',
  targetDate: '2030-01-01',
};

export const shorthands = {
  all,
  signedIn,
  ownerOrAdmin,
  ownerOnly,
  adminOnly,
  gqlSignedIn,
  gqlAdminOnly,
  gqlOwnerOnly,
};

const get = (path: string) => () => ({ path });

export const REST_ROWS: readonly RestRow[] = [
  // ── Server ─────────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/healthz', request: get('/healthz'), expect: all(200) },
  { method: 'GET', path: '/readyz', request: get('/readyz'), expect: all(200) },
  // Development only (absent in production): the outbox, so reset codes can be read without a mail server.
  { method: 'GET', path: '/dev/mailbox', request: get('/dev/mailbox'), expect: all(200) },
  { method: 'GET', path: '/api/dev/mailbox', request: get('/api/dev/mailbox'), expect: all(200) },
  // For crawlers: public, the same for everyone (the sitemap lists only public pages).
  { method: 'GET', path: '/robots.txt', request: get('/robots.txt'), expect: all(200) },
  { method: 'GET', path: '/sitemap.xml', request: get('/sitemap.xml'), expect: all(200) },
  // The REST facade's OpenAPI document: public.
  { method: 'GET', path: '/api/openapi.json', request: get('/api/openapi.json'), expect: all(200) },

  // ── Catalog: public reads ──────────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/api/projects', request: get('/api/projects'), expect: all(200) },
  {
    method: 'GET',
    path: '/api/projects/:id',
    request: (w) => ({ path: `/api/projects/${w.projectId}` }),
    expect: all(200),
  },
  {
    method: 'GET',
    path: '/api/projects/:id/units',
    request: (w) => ({ path: `/api/projects/${w.projectId}/units` }),
    expect: all(200),
  },
  {
    method: 'GET',
    path: '/api/projects/:id/unit-statistics',
    request: (w) => ({ path: `/api/projects/${w.projectId}/unit-statistics` }),
    expect: all(200),
  },
  {
    method: 'GET',
    path: '/api/projects/:id/updates',
    request: (w) => ({ path: `/api/projects/${w.projectId}/updates` }),
    expect: all(200),
  },
  { method: 'GET', path: '/api/developers', request: get('/api/developers'), expect: all(200) },
  { method: 'GET', path: '/api/currencies', request: get('/api/currencies'), expect: all(200) },
  {
    method: 'POST',
    path: '/api/calculate-investment',
    request: () => ({ path: '/api/calculate-investment', body: { amount: 10000, returnRate: 16, timeline: 24 } }),
    expect: all(200),
  },

  // ── Accounts ───────────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    path: '/api/users',
    request: (w) => {
      const u = w.unique();
      return {
        path: '/api/users',
        body: { username: u, email: `${u}@example.com`, password: 'Labadi-Beach-42', firstName: 'A', lastName: 'B' },
      };
    },
    expect: all(201),
  },
  {
    method: 'POST',
    path: '/api/auth/signin',
    request: (w) => ({
      path: '/api/auth/signin',
      body: { email: `${w.unique()}@example.com`, password: 'Wrong-Password-1' },
    }),
    expect: all(401),
  },
  { method: 'GET', path: '/api/auth/user', request: get('/api/auth/user'), expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/auth/logout',
    request: get('/api/auth/logout'),
    expect: signedIn(200),
    endsSession: true,
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    request: (w) => ({ path: '/api/auth/forgot-password', body: { email: `${w.unique()}@example.com` } }),
    expect: all(200),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    request: (w) => ({
      path: '/api/auth/reset-password',
      body: {
        email: w.owner.email,
        token: '000000',
        newPassword: 'Kakum-Canopy-Walk-7',
        confirmPassword: 'Kakum-Canopy-Walk-7',
      },
    }),
    // Public: everyone reaches the code check, and a wrong code is a 400 for all.
    expect: all(400),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:userId/role',
    request: (w) => ({ path: `/api/admin/users/${w.owner.id}/role`, body: { role: 'user' } }),
    expect: adminOnly(200),
  },

  // ── KYC: the owner's own record (admins may read it), and the admin review ─────────────────────
  {
    method: 'GET',
    path: '/api/kyc/:userId',
    request: (w) => ({ path: `/api/kyc/${w.owner.id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: 'GET',
    path: '/api/users/:userId/kyc-status',
    request: (w) => ({ path: `/api/users/${w.owner.id}/kyc-status` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: 'POST',
    path: '/api/users/:userId/start-kyc',
    request: (w) => ({ path: `/api/users/${w.owner.id}/start-kyc` }),
    // Starting is the investor's own act: an admin cannot start it for them.
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    path: '/api/kyc/submit',
    request: () => ({ path: '/api/kyc/submit', body: { fullName: 'Not a form' } }),
    // Anyone signed in may submit their own; this JSON body gets past the gate and is refused as not a form.
    expect: signedIn(415),
  },
  {
    method: 'GET',
    path: '/api/kyc/:kycId/documents/:kind',
    request: () => ({ path: `/api/kyc/${NO_SUCH_KYC}/documents/selfie` }),
    // Only the owner or an admin: others learn nothing (403 even for a record that does not exist).
    expect: { anonymous: 401, user: 403, otherUser: 403, admin: 404 },
  },
  {
    method: 'GET',
    path: '/api/secure-admin/kyc-pending',
    request: get('/api/secure-admin/kyc-pending'),
    expect: adminOnly(200),
  },
  // The review calls on a record that does not exist: who gets past the gate is what is checked here.
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/open-review',
    request: () => ({ path: `/api/secure-admin/kyc/${NO_SUCH_KYC}/open-review` }),
    expect: adminOnly(404),
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/approve',
    request: () => ({ path: `/api/secure-admin/kyc/${NO_SUCH_KYC}/approve`, body: {} }),
    expect: adminOnly(404),
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/reject',
    request: () => ({ path: `/api/secure-admin/kyc/${NO_SUCH_KYC}/reject`, body: { rejectionReason: 'Blurred' } }),
    expect: adminOnly(404),
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/request-info',
    request: () => ({ path: `/api/secure-admin/kyc/${NO_SUCH_KYC}/request-info`, body: { reviewNotes: 'Back side' } }),
    expect: adminOnly(404),
  },

  // ── Financial goals: the owner's own (admins may read them, not change them) ────────────────────
  {
    method: 'GET',
    path: '/api/financial-goals/:userId',
    request: (w) => ({ path: `/api/financial-goals/${w.owner.id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: 'POST',
    path: '/api/financial-goals',
    // A goal for the owner: only the owner may set it (the body's userId must be the caller's).
    request: (w) => ({ path: '/api/financial-goals', body: { ...MATRIX_GOAL, userId: w.owner.id } }),
    expect: ownerOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/financial-goals/:id',
    request: (w) => ({ path: `/api/financial-goals/${w.goalId}`, body: MATRIX_GOAL }),
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/financial-goals/:id',
    request: (w, caller) => ({ path: `/api/financial-goals/${caller === 'user' ? w.spareGoalId() : w.goalId}` }),
    expect: ownerOnly(200),
  },

  // ── Contact ────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'POST',
    path: '/api/contact',
    request: () => ({
      path: '/api/contact',
      body: {
        name: 'Yaw Boateng',
        email: 'yaw@example.com',
        subject: 'Matrix check',
        message: 'Checking who may write to us.',
      },
    }),
    expect: all(201),
  },
];

export const GRAPHQL_ROWS: readonly GraphQLRow[] = [
  // ── Catalog ────────────────────────────────────────────────────────────────────────────────────
  {
    operation: 'Query.projects',
    document: '{ projects { id units { id } unitStatistics { totalUnits } developer { id } updates { id } } }',
    expect: all('ok'),
  },
  {
    operation: 'Query.project',
    document: 'query($id: Int!) { project(id: $id) { id } }',
    variables: (w) => ({ id: w.projectId }),
    expect: all('ok'),
  },
  { operation: 'Query.developers', document: '{ developers { id } }', expect: all('ok') },
  { operation: 'Query.currencies', document: '{ currencies { code } }', expect: all('ok') },
  {
    operation: 'Query.calculateInvestment',
    document: '{ calculateInvestment(input: { amount: "10000", returnRate: "16", timeline: 24 }) { totalValue } }',
    expect: all('ok'),
  },

  // ── Accounts ───────────────────────────────────────────────────────────────────────────────────
  { operation: 'Query.me', document: '{ me { id } }', expect: gqlSignedIn },
  {
    operation: 'Mutation.signUp',
    document: 'mutation($input: SignUpInput!) { signUp(input: $input) { id } }',
    variables: (w) => {
      const u = w.unique();
      return {
        input: { username: u, email: `${u}@example.com`, password: 'Labadi-Beach-42', firstName: 'A', lastName: 'B' },
      };
    },
    expect: all('ok'),
  },
  {
    operation: 'Mutation.signIn',
    document: 'mutation($email: String!) { signIn(input: { email: $email, password: "Wrong-Password-1" }) { token } }',
    variables: (w) => ({ email: `${w.unique()}@example.com` }),
    expect: all('ACCOUNTS.INVALID_CREDENTIALS'),
  },
  {
    operation: 'Mutation.signOut',
    document: 'mutation { signOut { message } }',
    expect: gqlSignedIn,
    endsSession: true,
  },
  {
    operation: 'Mutation.forgotPassword',
    document: 'mutation($email: String!) { forgotPassword(email: $email) { message } }',
    variables: (w) => ({ email: `${w.unique()}@example.com` }),
    expect: all('ok'),
  },
  {
    operation: 'Mutation.resetPassword',
    document:
      'mutation($email: String!) { resetPassword(input: { email: $email, token: "000000", newPassword: "Kakum-Canopy-Walk-7", confirmPassword: "Kakum-Canopy-Walk-7" }) { message } }',
    variables: (w) => ({ email: w.owner.email }),
    expect: all('ACCOUNTS.INVALID_RESET_CODE'),
  },
  {
    operation: 'Mutation.changeUserRole',
    document: 'mutation($id: Int!) { changeUserRole(userId: $id, role: user) { id } }',
    variables: (w) => ({ id: w.owner.id }),
    expect: gqlAdminOnly,
  },

  // ── KYC ────────────────────────────────────────────────────────────────────────────────────────
  { operation: 'Query.myKyc', document: '{ myKyc { status canSubmit } }', expect: gqlSignedIn },
  { operation: 'Mutation.startKyc', document: 'mutation { startKyc { status } }', expect: gqlSignedIn },
  {
    operation: 'Query.pendingKycVerifications',
    document: '{ pendingKycVerifications { id riskLevel } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.openKycReview',
    document: `mutation { openKycReview(kycId: ${NO_SUCH_KYC}) { id } }`,
    expect: gqlAdminReachesMissing,
  },
  {
    operation: 'Mutation.approveKyc',
    document: `mutation { approveKyc(kycId: ${NO_SUCH_KYC}) { id } }`,
    expect: gqlAdminReachesMissing,
  },
  {
    operation: 'Mutation.rejectKyc',
    document: `mutation { rejectKyc(kycId: ${NO_SUCH_KYC}, rejectionReason: "Blurred") { id } }`,
    expect: gqlAdminReachesMissing,
  },
  {
    operation: 'Mutation.requestKycInformation',
    document: `mutation { requestKycInformation(kycId: ${NO_SUCH_KYC}, reviewNotes: "Back side") { id } }`,
    expect: gqlAdminReachesMissing,
  },

  // ── Financial goals ────────────────────────────────────────────────────────────────────────────
  { operation: 'Query.myFinancialGoals', document: '{ myFinancialGoals { id progress } }', expect: gqlSignedIn },
  {
    operation: 'Mutation.createFinancialGoal',
    document: 'mutation($input: FinancialGoalInput!) { createFinancialGoal(input: $input) { id } }',
    variables: () => ({ input: MATRIX_GOAL }),
    expect: gqlSignedIn,
  },
  {
    operation: 'Mutation.updateFinancialGoal',
    document: 'mutation($id: Int!, $input: FinancialGoalInput!) { updateFinancialGoal(id: $id, input: $input) { id } }',
    variables: (w) => ({ id: w.goalId, input: MATRIX_GOAL }),
    expect: gqlOwnerOnly,
  },
  {
    operation: 'Mutation.deleteFinancialGoal',
    document: 'mutation($id: Int!) { deleteFinancialGoal(id: $id) { id } }',
    variables: (w, caller) => ({ id: caller === 'user' ? w.spareGoalId() : w.goalId }),
    expect: gqlOwnerOnly,
  },

  // ── Contact ────────────────────────────────────────────────────────────────────────────────────
  {
    operation: 'Mutation.sendContactMessage',
    document:
      'mutation { sendContactMessage(input: { name: "Yaw", email: "yaw@example.com", subject: "Matrix check", message: "Checking who may write." }) { message } }',
    expect: all('ok'),
  },
];
