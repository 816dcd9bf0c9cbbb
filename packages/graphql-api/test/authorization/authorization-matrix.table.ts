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
 *
 * And, on the rows of the decisions an admin could take on a record of their own, a fifth:
 * - adminSelf: an admin (a second one, so the first keeps no records of its own) deciding on their own KYC,
 *   application or investment, or selling a unit in which they hold a position (`world.adminOwn`). Four eyes
 *   (rules §5): refused with AUTH.OWN_DECISION_FORBIDDEN; reads of their own records stay allowed. A row
 *   declares this caller by giving `expect.adminSelf`.
 */
export type Caller = 'anonymous' | 'user' | 'otherUser' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'user', 'otherUser', 'admin'];
export type MatrixCaller = Caller | 'adminSelf';

/** Facts the rows can build requests from (set up once per run). */
export interface MatrixWorld {
  readonly owner: { readonly id: number; readonly email: string; readonly username: string };
  readonly otherUser: { readonly id: number };
  readonly admin: { readonly id: number };
  /**
   * The `adminSelf` admin and their own records, each left as it was by the refused decisions: a KYC and an
   * application pending, an investment waiting for KYC, and that investment's unit (a position of theirs).
   */
  readonly adminOwn: {
    readonly userId: number;
    readonly kycId: number;
    readonly applicationId: number;
    readonly investmentId: number;
    readonly unitId: number;
    /** A payment of theirs held for an admin (issue 22). */
    readonly heldCheckoutId: number;
  };
  /** A seeded project and one of its units. */
  readonly projectId: number;
  readonly unitId: number;
  /** A financial goal of the owner's, kept for the whole run. */
  readonly goalId: number;
  /** Another goal of the owner's each call, for the owner to delete (so the other callers still find `goalId`). */
  spareGoalId(): number;
  /** A string unique to this call (for usernames, emails). */
  unique(): string;
  /** Another seeded project (an investor holds one open application per project without a unit). */
  readonly secondProjectId: number;
}

export interface RestRow {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the router declares it, e.g. `/api/projects/:id`. */
  readonly path: string;
  /** The concrete request: path with ids filled in, and the body. */
  readonly request: (world: MatrixWorld, caller: MatrixCaller) => { readonly path: string; readonly body?: unknown };
  /** The HTTP status expected for each caller (`adminSelf` only on the rows that name it). */
  readonly expect: Readonly<Record<Caller, number>> & { readonly adminSelf?: number };
  /** The call ends the caller's session (sign out): the matrix signs the caller in again afterwards. */
  readonly endsSession?: boolean;
}

/** 'ok' (data, no error) or the error code expected in `errors[0].extensions.code`. */
export type GraphQLOutcome = 'ok' | ErrorCode;

export interface GraphQLRow {
  /** `Query.<field>`, `Mutation.<field>` or `Subscription.<field>`. */
  readonly operation: string;
  readonly document: string;
  readonly variables?: (world: MatrixWorld, caller: MatrixCaller) => Record<string, unknown>;
  readonly expect: Readonly<Record<Caller, GraphQLOutcome>> & { readonly adminSelf?: GraphQLOutcome };
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
const NO_SUCH_ID = 987654;
/** The admin's own record for `adminSelf`; for everyone else a record no one has. */
const ownOr = (caller: MatrixCaller, ownId: number, otherwise = NO_SUCH_ID): number =>
  caller === 'adminSelf' ? ownId : otherwise;
const OWN_DECISION = 'AUTH.OWN_DECISION_FORBIDDEN' as const;
/** A valid goal form. */
export const MATRIX_GOAL = {
  goalName: 'Matrix goal',
  goalType: 'investment_target',
  targetAmount: '10000',
  currentAmount: '2500',
  targetDate: '2030-01-01',
};

/** A valid update form. */
const MATRIX_PROJECT_UPDATE = {
  title: 'Matrix update',
  description: 'Checking who may post.',
  progressPercentage: 10,
  updateType: 'progress',
};

/** A valid Add Developer form; each call gets a name of its own (names are unique). */
const matrixDeveloper = (w: MatrixWorld) => ({
  name: `Matrix developer ${w.unique()}`,
  description: 'Checking who may add developers.',
  email: 'matrix@developer.example',
  phone: '+233 30 000 0000',
  address: '1 Matrix Road',
  city: 'Accra',
  country: 'Ghana',
});

/** A valid admin project form and unit form (the unit numbered uniquely per call). */
const MATRIX_ADMIN_PROJECT = {
  title: 'Matrix project',
  description: 'Checking who may add projects.',
  location: 'Accra',
  projectType: 'residential',
  status: 'planning',
  developerName: 'Matrix developer',
  timeline: 24,
  expectedProfit: '18',
  unitPrice: '100000',
  minInvestment: '5000',
};
/** A valid profile form (each caller renames themself). */
const MATRIX_PROFILE = { firstName: 'Matrix', lastName: 'Caller', phone: '+233 24 000 0000' };
/** A well-formed password change whose current password is wrong for every caller. */
const MATRIX_WRONG_PASSWORD_CHANGE = {
  currentPassword: 'Not-The-Password-1',
  newPassword: 'Kakum-Canopy-Walk-7',
  confirmPassword: 'Kakum-Canopy-Walk-7',
};
const matrixUnit = (w: MatrixWorld) => ({
  unitNumber: `M-${w.unique()}`,
  unitType: 'semi-detached',
  bedrooms: 3,
  bathrooms: 2,
  price: '100000',
  minInvestmentAmount: '5000',
});

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
  // Prometheus metrics: only with METRICS_TOKEN configured (and then only for its bearer); absent here, so 404.
  { method: 'GET', path: '/metrics', request: get('/metrics'), expect: all(404) },
  // Development only (absent in production): the outbox, so reset codes can be read without a mail server.
  { method: 'GET', path: '/dev/mailbox', request: get('/dev/mailbox'), expect: all(200) },
  { method: 'GET', path: '/api/dev/mailbox', request: get('/api/dev/mailbox'), expect: all(200) },
  // For crawlers: public, the same for everyone (the sitemap lists only public pages).
  { method: 'GET', path: '/robots.txt', request: get('/robots.txt'), expect: all(200) },
  { method: 'GET', path: '/sitemap.xml', request: get('/sitemap.xml'), expect: all(200) },
  // The REST facade's OpenAPI document: public.
  { method: 'GET', path: '/api/openapi.json', request: get('/api/openapi.json'), expect: all(200) },

  // ── Catalog: public reads ──────────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/api/projects', request: get('/api/projects?limit=2'), expect: all(200) },
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
    method: 'GET',
    path: '/api/currencies/:code/rate',
    request: get('/api/currencies/GHS/rate?at=2026-01-01'),
    expect: all(200),
  },
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
    // The admin reads their own verification too: four eyes stops decisions, not reads.
    request: (w, caller) => ({ path: `/api/kyc/${ownOr(caller, w.adminOwn.userId, w.owner.id)}` }),
    expect: { ...ownerOrAdmin(200), adminSelf: 200 },
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
  // The review calls on a record that does not exist: who gets past the gate is what is checked here; and the
  // admin's own verification, which another admin must review (four eyes).
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/open-review',
    request: (w, c) => ({ path: `/api/secure-admin/kyc/${ownOr(c, w.adminOwn.kycId)}/open-review` }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/approve',
    request: (w, c) => ({ path: `/api/secure-admin/kyc/${ownOr(c, w.adminOwn.kycId)}/approve`, body: {} }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'GET',
    path: '/api/secure-admin/kyc/:kycId/aml-checks',
    request: () => ({ path: `/api/secure-admin/kyc/${NO_SUCH_KYC}/aml-checks` }),
    expect: adminOnly(404),
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/reject',
    request: (w, c) => ({
      path: `/api/secure-admin/kyc/${ownOr(c, w.adminOwn.kycId)}/reject`,
      body: { rejectionReason: 'Blurred' },
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/kyc/:kycId/request-info',
    request: (w, c) => ({
      path: `/api/secure-admin/kyc/${ownOr(c, w.adminOwn.kycId)}/request-info`,
      body: { reviewNotes: 'Back side' },
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
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

  // Investing (REST)
  // Records the callers cannot create here are named by an id no record has (987654): the row checks who
  // gets past the gate (401 anonymous, 403 for another user's data or an admin-only call), then what the
  // use case answers: 404 for the owner and, where it applies, the admin.
  {
    method: 'POST',
    path: '/api/project-interests',
    // An interest in the project as a whole (no unit): no capacity is taken, and only the owner files it.
    request: (w) => ({
      path: '/api/project-interests',
      body: {
        userId: w.owner.id,
        projectId: w.projectId,
        interestAmount: '5000',
        contactPreference: 'email',
        contactInfo: w.owner.email,
      },
    }),
    // The interest is the investor's own act: an admin cannot file it for them.
    expect: ownerOnly(201),
  },
  {
    method: 'GET',
    path: '/api/project-interests/user/:userId',
    request: (w) => ({ path: `/api/project-interests/user/${w.owner.id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: 'POST',
    path: '/api/project-interests/:id/withdraw',
    // Only the owner's own: someone else's application reads as not found, so every signed-in caller gets 404.
    request: () => ({ path: '/api/project-interests/987654/withdraw' }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    path: '/api/admin/project-interests',
    request: get('/api/admin/project-interests?status=pending&limit=5'),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    path: '/api/secure-admin/project-interests',
    request: get('/api/secure-admin/project-interests'),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/secure-admin/project-interests/:id/approve',
    request: (w, c) => ({ path: `/api/secure-admin/project-interests/${ownOr(c, w.adminOwn.applicationId)}/approve` }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'POST',
    path: '/api/secure-admin/project-interests/:id/reject',
    request: (w, c) => ({
      path: `/api/secure-admin/project-interests/${ownOr(c, w.adminOwn.applicationId)}/reject`,
      body: { reason: 'Matrix' },
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'POST',
    path: '/api/investments',
    // For the owner, in a unit that does not exist: the owner reaches the use case (400 naming unitId); the
    // body's userId stops everyone else, admins included (the investment is the investor's own act).
    request: (w) => ({
      path: '/api/investments',
      body: { userId: w.owner.id, projectId: w.projectId, unitId: 987654, amount: '5000' },
    }),
    expect: { anonymous: 401, user: 400, otherUser: 403, admin: 403 },
  },
  {
    method: 'GET',
    path: '/api/investments/user/:userId',
    request: (w, caller) => ({ path: `/api/investments/user/${ownOr(caller, w.adminOwn.userId, w.owner.id)}` }),
    expect: { ...ownerOrAdmin(200), adminSelf: 200 },
  },
  {
    method: 'POST',
    path: '/api/investments/:id/cancel',
    // Only the owner's own: someone else's investment reads as not found.
    request: () => ({ path: '/api/investments/987654/cancel', body: {} }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    path: '/api/admin/investments',
    request: get('/api/admin/investments?paymentReference=cb-2&status=active,completed&limit=5'),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/admin/investments/:id/confirm-payment',
    request: (w, c) => ({
      path: `/api/admin/investments/${ownOr(c, w.adminOwn.investmentId)}/confirm-payment`,
      body: {},
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/admin/investments/:id/status',
    request: (w, c) => ({
      path: `/api/admin/investments/${ownOr(c, w.adminOwn.investmentId)}/status`,
      body: { status: 'cancelled' },
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/units/:unitId/mark-sold',
    // Never a unit that could be sold: a sale is final (the admin's own unit is refused before anything).
    request: (w, c) => ({
      path: `/api/secure-admin/units/${ownOr(c, w.adminOwn.unitId)}/mark-sold`,
      body: { soldPrice: '100000' },
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/units/:unitId/payment-status',
    request: () => ({ path: '/api/secure-admin/units/987654/payment-status', body: { status: 'available' } }),
    expect: adminOnly(404),
  },
  {
    method: 'GET',
    path: '/api/portfolio/:userId',
    request: (w) => ({ path: `/api/portfolio/${w.owner.id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: 'GET',
    path: '/api/portfolio/:userId/returns',
    request: (w) => ({ path: `/api/portfolio/${w.owner.id}/returns` }),
    // The investor's own view in their own currency: not even an admin.
    expect: ownerOnly(200),
  },

  // Admin overview (admin)
  {
    method: 'GET',
    path: '/api/secure-admin/overview',
    request: get('/api/secure-admin/overview'),
    expect: adminOnly(200),
  },

  // Audit (admin)
  {
    method: 'GET',
    path: '/api/secure-admin/audit',
    request: get('/api/secure-admin/audit?entity=unit&first=5'),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    path: '/api/secure-admin/audit.csv',
    request: get('/api/secure-admin/audit.csv?entity=unit'),
    expect: adminOnly(200),
  },

  // Users (admin)
  {
    method: 'GET',
    path: '/api/admin/users',
    request: get('/api/admin/users?search=matrix&pageSize=5'),
    expect: adminOnly(200),
  },
  {
    // Reactivating the owner, who is active: nothing changes, so the row can be repeated.
    method: 'PATCH',
    path: '/api/admin/users/:userId/active',
    request: (w) => ({ path: `/api/admin/users/${w.owner.id}/active`, body: { isActive: true } }),
    expect: adminOnly(200),
  },

  // Project updates (admin)
  // Posting on the seeded project: each admin call adds an update (no other row reads them). Edits and deletes
  // name an update no record has (987654): admins get past the gate and find nothing.
  {
    method: 'POST',
    path: '/api/projects/:id/updates',
    request: (w) => ({ path: `/api/projects/${w.projectId}/updates`, body: MATRIX_PROJECT_UPDATE }),
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/projects/:id/updates/:updateId',
    request: (w) => ({ path: `/api/projects/${w.projectId}/updates/987654`, body: MATRIX_PROJECT_UPDATE }),
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id/updates/:updateId',
    request: (w) => ({ path: `/api/projects/${w.projectId}/updates/987654` }),
    expect: adminOnly(404),
  },

  // Developers (admin)
  // Each admin POST adds a developer with a name of its own. Edits and deletes name a developer no record has
  // (987654): admins get past the gate and find nothing.
  {
    method: 'GET',
    path: '/api/secure-admin/developers',
    request: get('/api/secure-admin/developers'),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/secure-admin/developers',
    request: (w) => ({ path: '/api/secure-admin/developers', body: matrixDeveloper(w) }),
    expect: adminOnly(201),
  },
  {
    method: 'PATCH',
    path: '/api/secure-admin/developers/:id',
    request: () => ({ path: '/api/secure-admin/developers/987654', body: { rating: '4.5' } }),
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    path: '/api/secure-admin/developers/:id',
    request: () => ({ path: '/api/secure-admin/developers/987654' }),
    expect: adminOnly(404),
  },

  // Partner API keys (admin)
  // Each admin POST issues a key with a name of its own; revocations name a key no record has (987654).
  {
    method: 'GET',
    path: '/api/secure-admin/partner-keys',
    request: get('/api/secure-admin/partner-keys'),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/secure-admin/partner-keys',
    request: (w) => ({ path: '/api/secure-admin/partner-keys', body: { name: `Matrix partner ${w.unique()}` } }),
    expect: adminOnly(201),
  },
  {
    method: 'DELETE',
    path: '/api/secure-admin/partner-keys/:id',
    request: () => ({ path: '/api/secure-admin/partner-keys/987654' }),
    expect: adminOnly(404),
  },

  // Currencies (admin edits): the seed's own rate again, so the admin's call records nothing.
  {
    method: 'PUT',
    path: '/api/secure-admin/currencies/:code',
    request: () => ({ path: '/api/secure-admin/currencies/GBP', body: { rate: '0.79' } }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    path: '/api/secure-admin/currencies/:code/history',
    request: get('/api/secure-admin/currencies/GBP/history'),
    expect: adminOnly(200),
  },

  // Content translations: anyone translates; admins keep translations (a record no one has: nothing written).
  {
    method: 'POST',
    path: '/api/translate',
    request: () => ({ path: '/api/translate', body: { text: 'Eight town houses', targetLanguage: 'fr' } }),
    expect: all(200),
  },
  {
    method: 'GET',
    path: '/api/secure-admin/content-translations/:kind/:entityId',
    request: get('/api/secure-admin/content-translations/project/987654'),
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    path: '/api/secure-admin/content-translations/:kind/:entityId/:field/:language',
    request: () => ({
      path: '/api/secure-admin/content-translations/project/987654/description/fr',
      body: { text: 'Huit maisons' },
    }),
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    path: '/api/secure-admin/content-translations/:kind/:entityId/:field/:language',
    request: () => ({ path: '/api/secure-admin/content-translations/project/987654/description/fr' }),
    expect: adminOnly(404),
  },

  // Public images: admins upload (a JSON body gets past the gate and is refused as not a form: nothing stored);
  // anyone reads one, and an id no image has is 404 for everyone.
  {
    method: 'POST',
    path: '/api/uploads/images',
    request: () => ({ path: '/api/uploads/images', body: { image: 'not a file' } }),
    expect: adminOnly(415),
  },
  {
    method: 'GET',
    path: '/api/images/:id',
    request: () => ({ path: '/api/images/00000000-0000-4000-8000-000000000000' }),
    expect: all(404),
  },

  // Mail settings (admin). The admin's save carries a password too short to be tried: admins get past the gate and
  // meet the field's 400, so no test mail is sent from the matrix.
  { method: 'GET', path: '/api/settings/email', request: get('/api/settings/email'), expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/settings/email',
    request: () => ({
      path: '/api/settings/email',
      body: { gmailUser: 'platform@cobuy.example', gmailAppPassword: 'too short' },
    }),
    expect: adminOnly(400),
  },

  // Chat leads (admin): marking names a lead no record has (987654): admins get past the gate and find nothing.
  { method: 'GET', path: '/api/admin/chat-leads', request: get('/api/admin/chat-leads'), expect: adminOnly(200) },
  {
    method: 'PATCH',
    path: '/api/admin/chat-leads/:id/contact',
    request: () => ({ path: '/api/admin/chat-leads/987654/contact' }),
    expect: adminOnly(404),
  },

  // Projects and units (admin)
  // Each admin POST adds a project (or a unit with a number of its own); edits and deletes name a project or unit
  // no record has (987654): admins get past the gate and find nothing.
  {
    method: 'POST',
    path: '/api/projects',
    request: () => ({ path: '/api/projects', body: MATRIX_ADMIN_PROJECT }),
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/projects/:id',
    request: () => ({ path: '/api/projects/987654', body: MATRIX_ADMIN_PROJECT }),
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id',
    request: () => ({ path: '/api/projects/987654' }),
    expect: adminOnly(404),
  },
  {
    method: 'POST',
    path: '/api/projects/:id/archive',
    request: () => ({ path: '/api/projects/987654/archive' }),
    expect: adminOnly(404),
  },
  {
    method: 'POST',
    path: '/api/projects/:projectId/units',
    request: (w) => ({ path: `/api/projects/${w.projectId}/units`, body: matrixUnit(w) }),
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/projects/:projectId/units/:unitId',
    request: (w) => ({ path: `/api/projects/${w.projectId}/units/987654`, body: matrixUnit(w) }),
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:projectId/units/:unitId',
    request: (w) => ({ path: `/api/projects/${w.projectId}/units/987654` }),
    expect: adminOnly(404),
  },

  // ── The assistant chat (public; limited per IP) ──────────────────────────────────────────────────
  {
    method: 'POST',
    path: '/api/chatbot/message',
    request: () => ({
      path: '/api/chatbot/message',
      body: { message: 'What is the minimum investment?', history: [] },
    }),
    expect: all(200),
  },
  {
    method: 'POST',
    path: '/api/chatbot/express-interest',
    request: () => ({
      path: '/api/chatbot/express-interest',
      body: {
        userName: 'Matrix Visitor',
        userEmail: 'matrix@example.com',
        interestAmount: '5000',
        currency: 'USD',
        contactPreference: 'email',
        contactInfo: 'matrix@example.com',
      },
    }),
    expect: all(201),
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
  // Notifications (REST)
  {
    method: 'GET',
    path: '/api/notifications/:userId',
    request: (w) => ({ path: `/api/notifications/${w.owner.id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: 'GET',
    path: '/api/notifications/:userId/unread-count',
    request: (w) => ({ path: `/api/notifications/${w.owner.id}/unread-count` }),
    expect: ownerOrAdmin(200),
  },
  {
    method: 'PUT',
    path: '/api/notifications/:id/read',
    // Nobody's notification: everyone signed in gets past the gate and finds none (someone else's reads the same).
    request: () => ({ path: '/api/notifications/987654/read' }),
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    path: '/api/notifications/:userId/read-all',
    request: (w) => ({ path: `/api/notifications/${w.owner.id}/read-all` }),
    expect: ownerOnly(200),
  },

  // Statements (issue 22 item 5)
  {
    method: 'GET',
    path: '/api/statements',
    request: () => ({ path: '/api/statements' }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/api/statements/:id/pdf',
    // Nobody's statement: everyone signed in gets past the gate and finds none (someone else's reads the same;
    // owner, other investor and admin on a real statement: test/statements.test.ts).
    request: () => ({ path: '/api/statements/987654/pdf' }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    path: '/api/statements/yearly/:year/pdf',
    // Each caller's own year, issued on demand.
    request: () => ({ path: '/api/statements/yearly/2025/pdf' }),
    expect: signedIn(200),
  },

  // ── Settings: the signed-in user's own (/settings); the user calls name the owner in the path ──────
  {
    method: 'GET',
    path: '/api/users/:userId/profile',
    request: (w) => ({ path: `/api/users/${w.owner.id}/profile` }),
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/users/:userId/profile',
    request: (w) => ({ path: `/api/users/${w.owner.id}/profile`, body: MATRIX_PROFILE }),
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/users/:userId/password',
    request: (w) => ({ path: `/api/users/${w.owner.id}/password`, body: MATRIX_WRONG_PASSWORD_CHANGE }),
    // The owner gets past the gate to the password check (a wrong current password: 400); nobody else reaches it.
    expect: ownerOnly(400),
  },
  {
    method: 'PUT',
    path: '/api/users/:userId/home-currency',
    request: (w) => ({ path: `/api/users/${w.owner.id}/home-currency`, body: { homeCurrency: 'GHS' } }),
    expect: ownerOnly(200),
  },
  {
    method: 'GET',
    path: '/api/users/:userId/mail-preferences',
    request: (w) => ({ path: `/api/users/${w.owner.id}/mail-preferences` }),
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/users/:userId/mail-preferences',
    request: (w) => ({ path: `/api/users/${w.owner.id}/mail-preferences`, body: { projectUpdates: true } }),
    expect: ownerOnly(200),
  },
  {
    method: 'GET',
    path: '/api/users/:userId/language',
    request: (w) => ({ path: `/api/users/${w.owner.id}/language` }),
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/users/:userId/language',
    request: (w) => ({ path: `/api/users/${w.owner.id}/language`, body: { preferredLanguage: 'fr' } }),
    expect: ownerOnly(200),
  },
  { method: 'GET', path: '/api/auth/sessions', request: get('/api/auth/sessions'), expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/auth/sessions/revoke-others',
    request: get('/api/auth/sessions/revoke-others'),
    // Each caller's own other sessions; the session of the request stays.
    expect: signedIn(200),
  },

  // ── Commitments and payouts (issue 19) ───────────────────────────────────────────────────────────
  {
    method: 'POST',
    path: '/api/commitments/:commitmentId/withdraw',
    // Only the owner's own: someone else's commitment reads as not found, so every signed-in caller gets 404.
    request: () => ({ path: '/api/commitments/application-987654/withdraw' }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/api/admin/investments/:id/payout',
    // The admin's own investment: refused by four eyes before anything else is looked at.
    request: (w, c) => ({
      path: `/api/admin/investments/${ownOr(c, w.adminOwn.investmentId)}/payout`,
      body: { method: 'bank_transfer', reference: 'MATRIX-1', paidOn: '2026-01-01' },
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
  },

  // ── Online payments (issue 22; paying online is off in the matrix's configuration) ─────────────────
  {
    method: 'GET',
    path: '/api/payments/options',
    request: get('/api/payments/options'),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: '/api/investments/:id/checkout',
    // Only the owner's own investment: anyone else's (here, none) reads as not found.
    request: () => ({ path: `/api/investments/${NO_SUCH_ID}/checkout`, body: { currency: 'GHS' } }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/api/payments/webhooks/paystack',
    // Public (the provider signs it); with no provider configured nobody can be heard.
    request: () => ({ path: '/api/payments/webhooks/paystack', body: { event: 'charge.success' } }),
    expect: all(409),
  },
  {
    method: 'GET',
    path: '/api/secure-admin/reconciliation',
    request: get('/api/secure-admin/reconciliation?status=held'),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    path: '/api/secure-admin/reconciliation.csv',
    request: get('/api/secure-admin/reconciliation.csv'),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/secure-admin/reconciliation/:checkoutId/resolve',
    request: (w, c) => ({
      path: `/api/secure-admin/reconciliation/${ownOr(c, w.adminOwn.heldCheckoutId)}/resolve`,
      body: { action: 'refund', note: 'Matrix' },
    }),
    expect: { ...adminOnly(404), adminSelf: 403 },
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
    operation: 'Query.projectsConnection',
    document: '{ projectsConnection(first: 2) { totalCount pageInfo { hasNextPage } nodes { id units { id } } } }',
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
  { operation: 'Query.platformFeatures', document: '{ platformFeatures { amlScreening } }', expect: all('ok') },
  {
    operation: 'Query.kycAmlChecks',
    document: 'query($kycId: Int!) { kycAmlChecks(kycId: $kycId) { id status } }',
    variables: () => ({ kycId: NO_SUCH_KYC }),
    expect: gqlAdminReachesMissing,
  },
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
    document: 'mutation($kycId: Int!) { openKycReview(kycId: $kycId) { id } }',
    variables: (w, c) => ({ kycId: ownOr(c, w.adminOwn.kycId, NO_SUCH_KYC) }),
    expect: { ...gqlAdminReachesMissing, adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.approveKyc',
    document: 'mutation($kycId: Int!) { approveKyc(kycId: $kycId) { id } }',
    variables: (w, c) => ({ kycId: ownOr(c, w.adminOwn.kycId, NO_SUCH_KYC) }),
    expect: { ...gqlAdminReachesMissing, adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.rejectKyc',
    document: 'mutation($kycId: Int!) { rejectKyc(kycId: $kycId, rejectionReason: "Blurred") { id } }',
    variables: (w, c) => ({ kycId: ownOr(c, w.adminOwn.kycId, NO_SUCH_KYC) }),
    expect: { ...gqlAdminReachesMissing, adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.requestKycInformation',
    document: 'mutation($kycId: Int!) { requestKycInformation(kycId: $kycId, reviewNotes: "Back side") { id } }',
    variables: (w, c) => ({ kycId: ownOr(c, w.adminOwn.kycId, NO_SUCH_KYC) }),
    expect: { ...gqlAdminReachesMissing, adminSelf: OWN_DECISION },
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

  // Investing (GraphQL)
  // As for REST: records the callers cannot create here are named by an id no record has (987654); the row
  // checks who gets past the gate, then what the use case answers (not found) for those who do. Where someone
  // else's record reads as not found, every signed-in caller gets that answer.
  {
    operation: 'Query.myDashboard',
    document:
      '{ myDashboard { summary { totalInvested } investments { id } applications { id } kyc { status } goals { id } } }',
    expect: gqlSignedIn,
  },
  { operation: 'Query.myReturns', document: '{ myReturns { currencies totals { code } } }', expect: gqlSignedIn },
  { operation: 'Query.myProjectInterests', document: '{ myProjectInterests { id status } }', expect: gqlSignedIn },
  { operation: 'Query.myInvestments', document: '{ myInvestments { id status } }', expect: gqlSignedIn },
  {
    operation: 'Query.projectInterests',
    document: '{ projectInterests(status: "pending") { id } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Query.investments',
    document: '{ investments(paymentReference: "cb-2") { id userName userEmail } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Query.projectInterestsConnection',
    document:
      '{ projectInterestsConnection(first: 2, filter: { status: "pending" }) { totalCount pageInfo { hasNextPage endCursor } nodes { id project { id } } } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Query.investmentsConnection',
    document:
      '{ investmentsConnection(first: 2, filter: { statuses: [active] }) { totalCount totalAmount pageInfo { hasNextPage } edges { cursor node { id project { id } } } } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.expressInterest',
    // In a project as a whole (no unit): no capacity is taken. Not the REST row's project: one open application
    // per investor and project. Always the caller's own interest, so every signed-in caller may.
    document: 'mutation($input: ExpressInterestInput!) { expressInterest(input: $input) { id } }',
    variables: (w) => ({
      input: {
        projectId: w.secondProjectId,
        interestAmount: '5000',
        contactPreference: 'email',
        contactInfo: w.owner.email,
      },
    }),
    expect: gqlSignedIn,
  },
  {
    operation: 'Mutation.withdrawProjectInterest',
    // Someone else's application reads as not found, so every signed-in caller gets the same answer.
    document: 'mutation { withdrawProjectInterest(id: 987654) { id } }',
    expect: {
      anonymous: 'AUTH.UNAUTHENTICATED',
      user: 'APPLICATION.NOT_FOUND',
      otherUser: 'APPLICATION.NOT_FOUND',
      admin: 'APPLICATION.NOT_FOUND',
    },
  },
  {
    operation: 'Mutation.approveProjectInterest',
    document: 'mutation($id: Int!) { approveProjectInterest(id: $id) { id } }',
    variables: (w, c) => ({ id: ownOr(c, w.adminOwn.applicationId) }),
    expect: { ...gqlAdminOnly, admin: 'APPLICATION.NOT_FOUND', adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.rejectProjectInterest',
    document: 'mutation($id: Int!) { rejectProjectInterest(id: $id, reason: "Matrix") { id } }',
    variables: (w, c) => ({ id: ownOr(c, w.adminOwn.applicationId) }),
    expect: { ...gqlAdminOnly, admin: 'APPLICATION.NOT_FOUND', adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.createInvestment',
    // Always for the caller: every signed-in caller reaches the use case, which finds no such unit.
    document: 'mutation($input: CreateInvestmentInput!) { createInvestment(input: $input) { id } }',
    variables: (w) => ({ input: { projectId: w.projectId, unitId: 987654, amount: '5000' } }),
    expect: {
      anonymous: 'AUTH.UNAUTHENTICATED',
      user: 'VALIDATION.INVALID_INPUT',
      otherUser: 'VALIDATION.INVALID_INPUT',
      admin: 'VALIDATION.INVALID_INPUT',
    },
  },
  {
    operation: 'Mutation.cancelInvestment',
    document: 'mutation { cancelInvestment(id: 987654) { id } }',
    expect: {
      anonymous: 'AUTH.UNAUTHENTICATED',
      user: 'INVESTMENT.NOT_FOUND',
      otherUser: 'INVESTMENT.NOT_FOUND',
      admin: 'INVESTMENT.NOT_FOUND',
    },
  },
  {
    operation: 'Mutation.confirmInvestmentPayment',
    document: 'mutation($id: Int!) { confirmInvestmentPayment(id: $id) { alreadyConfirmed } }',
    variables: (w, c) => ({ id: ownOr(c, w.adminOwn.investmentId) }),
    expect: { ...gqlAdminOnly, admin: 'INVESTMENT.NOT_FOUND', adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.cancelInvestmentAsAdmin',
    document: 'mutation($id: Int!) { cancelInvestmentAsAdmin(id: $id, reason: "Matrix") { id } }',
    variables: (w, c) => ({ id: ownOr(c, w.adminOwn.investmentId) }),
    expect: { ...gqlAdminOnly, admin: 'INVESTMENT.NOT_FOUND', adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.markUnitSold',
    // Never a unit that could be sold: a sale is final (the admin's own unit is refused before anything).
    document: 'mutation($unitId: Int!) { markUnitSold(unitId: $unitId, soldPrice: "100000") { unitId } }',
    variables: (w, c) => ({ unitId: ownOr(c, w.adminOwn.unitId) }),
    expect: { ...gqlAdminOnly, admin: 'UNIT.NOT_FOUND', adminSelf: OWN_DECISION },
  },
  {
    operation: 'Mutation.setUnitPaymentStatus',
    document: 'mutation { setUnitPaymentStatus(unitId: 987654, status: available) { unitId } }',
    expect: { ...gqlAdminOnly, admin: 'UNIT.NOT_FOUND' },
  },
  {
    operation: 'Query.unitSalePreview',
    // The preview decides nothing: the admin may read it for a unit they hold a position in.
    document: 'query($unitId: Int!) { unitSalePreview(unitId: $unitId, soldPrice: "100000") { unitId } }',
    variables: (w, c) => ({ unitId: ownOr(c, w.adminOwn.unitId) }),
    expect: { ...gqlAdminOnly, admin: 'UNIT.NOT_FOUND', adminSelf: 'ok' },
  },

  // Admin overview (admin)
  {
    operation: 'Query.adminOverview',
    document: '{ adminOverview { activeProjects pendingKyc weeks { weekStart commitments } } }',
    expect: gqlAdminOnly,
  },

  // Audit (admin)
  {
    operation: 'Query.auditRecords',
    document: '{ auditRecords(filter: { entity: unit }, first: 5) { records { id } nextCursor } }',
    expect: gqlAdminOnly,
  },

  // Users (admin)
  {
    operation: 'Query.userAnalytics',
    document: '{ userAnalytics(pageSize: 5) { totalUsers users { id } } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.setUserActive',
    // Reactivating the owner, who is active: nothing changes, so the row can be repeated.
    document: 'mutation($id: Int!) { setUserActive(userId: $id, isActive: true) { id } }',
    variables: (w) => ({ id: w.owner.id }),
    expect: gqlAdminOnly,
  },

  // Project updates (admin)
  {
    operation: 'Mutation.postProjectUpdate',
    document:
      'mutation($projectId: Int!, $input: ProjectUpdateInput!) { postProjectUpdate(projectId: $projectId, input: $input) { id } }',
    variables: (w) => ({ projectId: w.projectId, input: MATRIX_PROJECT_UPDATE }),
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.editProjectUpdate',
    document:
      'mutation($projectId: Int!, $input: ProjectUpdateInput!) { editProjectUpdate(projectId: $projectId, updateId: 987654, input: $input) { id } }',
    variables: (w) => ({ projectId: w.projectId, input: MATRIX_PROJECT_UPDATE }),
    expect: { ...gqlAdminOnly, admin: 'PROJECT_UPDATE.NOT_FOUND' },
  },
  {
    operation: 'Mutation.deleteProjectUpdate',
    document: 'mutation($projectId: Int!) { deleteProjectUpdate(projectId: $projectId, updateId: 987654) { id } }',
    variables: (w) => ({ projectId: w.projectId }),
    expect: { ...gqlAdminOnly, admin: 'PROJECT_UPDATE.NOT_FOUND' },
  },

  // Developers (admin)
  {
    operation: 'Query.adminDevelopers',
    document: '{ adminDevelopers { id isActive linkedProjects } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.createDeveloper',
    document: 'mutation($input: DeveloperInput!) { createDeveloper(input: $input) { id } }',
    variables: (w) => ({ input: matrixDeveloper(w) }),
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.updateDeveloper',
    document: 'mutation { updateDeveloper(id: 987654, input: { rating: "4.5" }) { id } }',
    expect: { ...gqlAdminOnly, admin: 'DEVELOPER.NOT_FOUND' },
  },
  {
    operation: 'Mutation.deleteDeveloper',
    document: 'mutation { deleteDeveloper(id: 987654) { id } }',
    expect: { ...gqlAdminOnly, admin: 'DEVELOPER.NOT_FOUND' },
  },

  // Partner API keys (admin)
  {
    operation: 'Mutation.archiveProject',
    document: 'mutation { archiveProject(id: 987654) { id } }',
    expect: { ...gqlAdminOnly, admin: 'PROJECT.NOT_FOUND' },
  },
  { operation: 'Query.mailSettings', document: '{ mailSettings { source senderAddress } }', expect: gqlAdminOnly },
  {
    operation: 'Mutation.saveMailSettings',
    document:
      'mutation { saveMailSettings(input: { gmailUser: "platform@cobuy.example", gmailAppPassword: "too short" }) { source } }',
    expect: { ...gqlAdminOnly, admin: 'VALIDATION.INVALID_INPUT' },
  },
  {
    operation: 'Query.currencyRateAt',
    document: '{ currencyRateAt(code: "GHS", at: "2026-01-01T00:00:00Z") { rate } }',
    expect: all('ok'),
  },
  {
    operation: 'Query.currencyRateHistory',
    document: '{ currencyRateHistory(code: "GBP") { rate source } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.setCurrencyRate',
    document: 'mutation { setCurrencyRate(code: "GBP", rate: "0.79") { rate } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Query.translation',
    document: '{ translation(text: "Eight town houses", targetLanguage: "fr") { translatedText } }',
    expect: all('ok'),
  },
  {
    operation: 'Query.contentTranslations',
    document: '{ contentTranslations(kind: "project", entityId: 987654) { originals { field } } }',
    expect: { ...gqlAdminOnly, admin: 'RESOURCE.NOT_FOUND' },
  },
  {
    operation: 'Mutation.setContentTranslation',
    document:
      'mutation { setContentTranslation(kind: "project", entityId: 987654, field: "title", language: "fr", text: "Titre") { text } }',
    expect: { ...gqlAdminOnly, admin: 'RESOURCE.NOT_FOUND' },
  },
  {
    operation: 'Mutation.clearContentTranslation',
    document: 'mutation { clearContentTranslation(kind: "project", entityId: 987654, field: "title", language: "fr") }',
    expect: { ...gqlAdminOnly, admin: 'RESOURCE.NOT_FOUND' },
  },
  { operation: 'Query.partnerKeys', document: '{ partnerKeys { id name prefix active } }', expect: gqlAdminOnly },
  {
    operation: 'Mutation.issuePartnerKey',
    document: 'mutation($name: String!) { issuePartnerKey(input: { name: $name }) { secret } }',
    variables: (w) => ({ name: `Matrix partner ${w.unique()}` }),
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.revokePartnerKey',
    document: 'mutation { revokePartnerKey(id: 987654) { id } }',
    expect: { ...gqlAdminOnly, admin: 'PARTNER_KEY.NOT_FOUND' },
  },

  // Chat leads (admin)
  { operation: 'Query.chatLeads', document: '{ chatLeads { total leads { id } } }', expect: gqlAdminOnly },
  {
    operation: 'Mutation.markChatLeadContacted',
    document: 'mutation { markChatLeadContacted(id: 987654) { id } }',
    expect: { ...gqlAdminOnly, admin: 'CHAT_LEAD.NOT_FOUND' },
  },

  // Projects and units (admin)
  {
    operation: 'Mutation.createProject',
    document: 'mutation($input: ProjectInput!) { createProject(input: $input) { id } }',
    variables: () => ({ input: { ...MATRIX_ADMIN_PROJECT, timeline: '24' } }),
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.updateProject',
    document: 'mutation($input: ProjectInput!) { updateProject(id: 987654, input: $input) { id } }',
    variables: () => ({ input: { ...MATRIX_ADMIN_PROJECT, timeline: '24' } }),
    expect: { ...gqlAdminOnly, admin: 'PROJECT.NOT_FOUND' },
  },
  {
    operation: 'Mutation.deleteProject',
    document: 'mutation { deleteProject(id: 987654) { id } }',
    expect: { ...gqlAdminOnly, admin: 'PROJECT.NOT_FOUND' },
  },
  {
    operation: 'Mutation.createUnit',
    document:
      'mutation($projectId: Int!, $input: UnitInput!) { createUnit(projectId: $projectId, input: $input) { id } }',
    variables: (w) => ({ projectId: w.projectId, input: { ...matrixUnit(w), bedrooms: '3', bathrooms: '2' } }),
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.updateUnit',
    document:
      'mutation($projectId: Int!, $input: UnitInput!) { updateUnit(projectId: $projectId, unitId: 987654, input: $input) { id } }',
    variables: (w) => ({ projectId: w.projectId, input: { ...matrixUnit(w), bedrooms: '3', bathrooms: '2' } }),
    expect: { ...gqlAdminOnly, admin: 'UNIT.NOT_FOUND' },
  },
  {
    operation: 'Mutation.deleteUnit',
    document: 'mutation($projectId: Int!) { deleteUnit(projectId: $projectId, unitId: 987654) { id } }',
    variables: (w) => ({ projectId: w.projectId }),
    expect: { ...gqlAdminOnly, admin: 'UNIT.NOT_FOUND' },
  },

  // ── Contact ────────────────────────────────────────────────────────────────────────────────────
  {
    operation: 'Mutation.sendContactMessage',
    document:
      'mutation { sendContactMessage(input: { name: "Yaw", email: "yaw@example.com", subject: "Matrix check", message: "Checking who may write." }) { message } }',
    expect: all('ok'),
  },
  // ── Notifications (GraphQL) ──────────────────────────────────────────────────────────────────────
  {
    operation: 'Query.myStatements',
    document: 'query { myStatements { id kind pdfUrl } }',
    expect: gqlSignedIn,
  },
  {
    operation: 'Query.notifications',
    document: 'query($userId: Int) { notifications(userId: $userId) { id title isRead } }',
    variables: (w) => ({ userId: w.owner.id }),
    expect: { ...gqlSignedIn, otherUser: 'AUTH.FORBIDDEN' },
  },
  {
    operation: 'Query.unreadNotificationCount',
    document: 'query($userId: Int) { unreadNotificationCount(userId: $userId) }',
    variables: (w) => ({ userId: w.owner.id }),
    expect: { ...gqlSignedIn, otherUser: 'AUTH.FORBIDDEN' },
  },
  {
    operation: 'Mutation.markNotificationRead',
    // Nobody's notification: everyone signed in gets past the gate and finds none (someone else's reads the same).
    document: 'mutation { markNotificationRead(id: 987654) { id isRead } }',
    expect: {
      anonymous: 'AUTH.UNAUTHENTICATED',
      user: 'NOTIFICATION.NOT_FOUND',
      otherUser: 'NOTIFICATION.NOT_FOUND',
      admin: 'NOTIFICATION.NOT_FOUND',
    },
  },
  {
    operation: 'Mutation.markAllNotificationsRead',
    document: 'mutation { markAllNotificationsRead { updated } }',
    expect: gqlSignedIn,
  },

  // ── Settings: each caller's own ──────────────────────────────────────────────────────────────────
  { operation: 'Query.myProfile', document: '{ myProfile { userId phone } }', expect: gqlSignedIn },
  {
    operation: 'Mutation.setMyHomeCurrency',
    document: 'mutation { setMyHomeCurrency(homeCurrency: "GHS") { userId homeCurrency } }',
    expect: gqlSignedIn,
  },
  {
    operation: 'Mutation.updateMyProfile',
    document: 'mutation($input: ProfileInput!) { updateMyProfile(input: $input) { userId } }',
    variables: () => ({ input: MATRIX_PROFILE }),
    expect: gqlSignedIn,
  },
  {
    operation: 'Mutation.changeMyPassword',
    document: 'mutation($input: ChangePasswordInput!) { changeMyPassword(input: $input) { message } }',
    variables: () => ({ input: MATRIX_WRONG_PASSWORD_CHANGE }),
    // Every signed-in caller reaches the check of their own current password, which is wrong here.
    expect: {
      anonymous: 'AUTH.UNAUTHENTICATED',
      user: 'ACCOUNTS.WRONG_CURRENT_PASSWORD',
      otherUser: 'ACCOUNTS.WRONG_CURRENT_PASSWORD',
      admin: 'ACCOUNTS.WRONG_CURRENT_PASSWORD',
    },
  },
  { operation: 'Query.myMailPreferences', document: '{ myMailPreferences { projectUpdates } }', expect: gqlSignedIn },
  {
    operation: 'Mutation.updateMyMailPreferences',
    document: 'mutation { updateMyMailPreferences(input: { applicationNews: true }) { applicationNews } }',
    expect: gqlSignedIn,
  },
  { operation: 'Query.myLanguage', document: '{ myLanguage { preferredLanguage } }', expect: gqlSignedIn },
  {
    operation: 'Mutation.updateMyLanguage',
    document: 'mutation { updateMyLanguage(preferredLanguage: "fr") { preferredLanguage } }',
    expect: gqlSignedIn,
  },
  { operation: 'Query.mySessions', document: '{ mySessions { otherSessions } }', expect: gqlSignedIn },
  {
    operation: 'Mutation.signOutOtherSessions',
    document: 'mutation { signOutOtherSessions { sessionsEnded } }',
    expect: gqlSignedIn,
  },
  // ── Live updates: over graphql-ws (the matrix subscribes on a socket, where subscriptions live) ─────────────
  {
    operation: 'Subscription.notificationAdded',
    // Always the caller's own: the subscription names no user.
    document: 'subscription { notificationAdded { id title } }',
    expect: gqlSignedIn,
  },
  {
    operation: 'Subscription.projectFundingChanged',
    document: 'subscription($projectId: Int!) { projectFundingChanged(projectId: $projectId) { projectId } }',
    variables: (w) => ({ projectId: w.projectId }),
    expect: all('ok'),
  },

  // ── Commitments and payouts (issue 19) ───────────────────────────────────────────────────────────
  {
    operation: 'Mutation.withdrawCommitment',
    // Someone else's commitment reads as not found, so every signed-in caller gets the same answer.
    document: 'mutation { withdrawCommitment(id: "investment-987654") { id } }',
    expect: {
      anonymous: 'AUTH.UNAUTHENTICATED',
      user: 'INVESTMENT.NOT_FOUND',
      otherUser: 'INVESTMENT.NOT_FOUND',
      admin: 'INVESTMENT.NOT_FOUND',
    },
  },
  {
    operation: 'Mutation.recordInvestmentPayout',
    document: 'mutation($input: RecordPayoutInput!) { recordInvestmentPayout(input: $input) { id } }',
    variables: (w, c) => ({
      input: {
        investmentId: ownOr(c, w.adminOwn.investmentId),
        method: 'bank_transfer',
        reference: 'MATRIX-1',
        paidOn: '2026-01-01',
      },
    }),
    expect: { ...gqlAdminOnly, admin: 'INVESTMENT.NOT_FOUND', adminSelf: OWN_DECISION },
  },

  // ── Online payments (issue 22) ─────────────────────────────────────────────────────────────────────
  {
    operation: 'Query.onlinePaymentOptions',
    document: '{ onlinePaymentOptions { available currencies { currency channels } } }',
    expect: gqlSignedIn,
  },
  {
    operation: 'Mutation.startPaymentCheckout',
    // Only the owner's own investment: anyone else's (here, none) reads as not found.
    document: 'mutation { startPaymentCheckout(input: { investmentId: 987654, currency: GHS }) { reference } }',
    expect: {
      anonymous: 'AUTH.UNAUTHENTICATED',
      user: 'INVESTMENT.NOT_FOUND',
      otherUser: 'INVESTMENT.NOT_FOUND',
      admin: 'INVESTMENT.NOT_FOUND',
    },
  },
  {
    operation: 'Query.paymentReconciliation',
    document: '{ paymentReconciliation(status: "held") { id status reference } }',
    expect: gqlAdminOnly,
  },
  {
    operation: 'Mutation.resolveHeldPayment',
    document:
      'mutation($id: Int!) { resolveHeldPayment(input: { checkoutId: $id, action: refund, note: "Matrix" }) { id } }',
    variables: (w, c) => ({ id: ownOr(c, w.adminOwn.heldCheckoutId) }),
    expect: { ...gqlAdminOnly, admin: 'PAYMENT.CHECKOUT_NOT_FOUND', adminSelf: OWN_DECISION },
  },
];
