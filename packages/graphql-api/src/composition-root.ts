import {
  Argon2PasswordHasher,
  MikroCatalogReadRepository,
  type Database,
  createRateLimiter,
  CryptoTokenIssuer,
  FileCipher,
  InProcessBackgroundWork,
  readFileKeys,
  SqlEncryptedFileStore,
  SqlKycUnitOfWork,
  SqlFinancialGoalRepository,
  mailboxHtml,
  mailboxJson,
  OutboxSender,
  SmtpMailTransport,
  SqlAccountsUnitOfWork,
  SqlOutboxStore,
} from '@cobuy/adapters';
import {
  AuthenticateSession,
  ChangeUserRole,
  CurrentUser,
  DEFAULT_ACCOUNTS_RATE_LIMITS,
  ensureStartupAccounts,
  ForgotPassword,
  ResetPassword,
  SendContactMessage,
  SignIn,
  SignOut,
  SignUp,
  type AccountsDeps,
  CalculateInvestment,
  CatalogBatches,
  GetProject,
  GetUnitStatistics,
  ListCurrencies,
  ListDevelopers,
  ListProjects,
  ListProjectUnits,
  ListProjectUpdates,
  PurgeEndedCredentials,
  ApproveKyc,
  DEFAULT_KYC_SUBMIT_LIMIT,
  GetKycDocument,
  GetKycState,
  ListPendingKyc,
  OpenKycReview,
  RejectKyc,
  RequestKycInformation,
  StartKyc,
  SubmitKyc,
  type KycDeps,
  CreateFinancialGoal,
  DeleteFinancialGoal,
  ListFinancialGoals,
  UpdateFinancialGoal,
  type GoalsDeps,
} from '@cobuy/application';
import { systemClock } from '@cobuy/domain';
import type { ServerConfig } from './config.js';
import type { Authenticate } from './http/request-context.js';

/**
 * The one place that knows which adapter serves which port. Everything else receives `AppServices`.
 */
export function createAppServices(db: Database, config: ServerConfig) {
  const catalog = new MikroCatalogReadRepository(db);

  // Accounts: argon2id passwords, hashed bearer sessions, rate limits (Redis when REDIS_URL), mail outbox.
  const accountsConfig = config.accounts;
  const rateLimit = createRateLimiter(config.redisUrl);
  const branding = { appName: 'CoBuy Accra', appUrl: accountsConfig.appUrl };
  const accountsDeps: AccountsDeps = {
    uow: new SqlAccountsUnitOfWork(db, systemClock, branding),
    hasher: new Argon2PasswordHasher(),
    tokens: new CryptoTokenIssuer(),
    rateLimiter: rateLimit.limiter,
    limits: DEFAULT_ACCOUNTS_RATE_LIMITS,
  };
  // Work that runs after the answer (the account-dependent part of forgot-password); drained on shutdown.
  const background = new InProcessBackgroundWork((error, key) => console.error(`Background work ${key}:`, error));
  // KYC: documents encrypted (AES-256-GCM) in PostgreSQL, written in the record's transaction.
  const fileCipher = new FileCipher(readFileKeys(config.fileEncryption, config.dataDir, config.production));
  const kycDeps: KycDeps = {
    uow: new SqlKycUnitOfWork(db, systemClock, (em) => new SqlEncryptedFileStore(em, fileCipher), branding),
    rateLimiter: rateLimit.limiter,
    submitLimit: DEFAULT_KYC_SUBMIT_LIMIT,
  };
  // Financial goals: one statement per call, each write conditional on the goal's owner.
  const goalsDeps: GoalsDeps = { goals: new SqlFinancialGoalRepository(db) };
  const sessions = new AuthenticateSession({ ...accountsDeps, clock: systemClock });
  const authenticate: Authenticate = (token) => sessions.actorFor(token);
  const outbox = new SqlOutboxStore(db);
  const smtp = accountsConfig.smtpUrl
    ? new SmtpMailTransport({ url: accountsConfig.smtpUrl, from: accountsConfig.mailFrom })
    : null;

  return {
    db,
    authenticate,
    background,
    accounts: {
      signUp: new SignUp(accountsDeps),
      signIn: new SignIn(accountsDeps),
      currentUser: new CurrentUser(accountsDeps),
      signOut: new SignOut(accountsDeps),
      forgotPassword: new ForgotPassword({ ...accountsDeps, background }),
      resetPassword: new ResetPassword(accountsDeps),
      changeUserRole: new ChangeUserRole(accountsDeps),
    },
    kyc: {
      getState: new GetKycState(kycDeps),
      start: new StartKyc(kycDeps),
      submit: new SubmitKyc(kycDeps),
      listPending: new ListPendingKyc(kycDeps),
      openReview: new OpenKycReview(kycDeps),
      approve: new ApproveKyc(kycDeps),
      reject: new RejectKyc(kycDeps),
      requestInformation: new RequestKycInformation(kycDeps),
      getDocument: new GetKycDocument(kycDeps),
    },
    goals: {
      list: new ListFinancialGoals(goalsDeps),
      create: new CreateFinancialGoal(goalsDeps),
      update: new UpdateFinancialGoal(goalsDeps),
      delete: new DeleteFinancialGoal(goalsDeps),
    },
    contact: {
      sendContactMessage: new SendContactMessage({ ...accountsDeps, contactInbox: accountsConfig.contactEmail }),
    },
    mail: {
      outbox,
      /**
       * The development mailbox (every queued mail, newest first, as a page and as JSON), or null where it
       * is off (always in production: it shows reset codes to whoever asks).
       */
      devMailbox: accountsConfig.devMailbox
        ? {
            page: async () => mailboxHtml(await outbox.list(200)),
            json: async () => mailboxJson(await outbox.list(200)),
          }
        : null,
      /** Delivers the outbox over SMTP; null without SMTP_URL (mail then waits in the outbox / dev mailbox). */
      sender: smtp
        ? new OutboxSender(outbox, smtp, systemClock, { onError: (e) => console.error('Mail outbox sender:', e) })
        : null,
    },
    accountsStartup: {
      /** Deletes long-ended sessions and expired reset codes (run hourly by the server). */
      purgeEndedCredentials: new PurgeEndedCredentials({ uow: accountsDeps.uow, clock: systemClock }),
      /** ADMIN_EMAIL/ADMIN_PASSWORD, and outside production the demo admin and investor. */
      ensureAccounts: () =>
        ensureStartupAccounts(
          {
            adminEmail: accountsConfig.adminEmail,
            adminPassword: accountsConfig.adminPassword,
            createDemoAccounts: accountsConfig.demoAccounts,
          },
          { ...accountsDeps, clock: systemClock },
        ),
      close: rateLimit.close,
    },
    catalog: {
      listProjects: new ListProjects({ catalog }),
      getProject: new GetProject({ catalog }),
      listProjectUnits: new ListProjectUnits({ catalog }),
      getUnitStatistics: new GetUnitStatistics({ catalog }),
      listProjectUpdates: new ListProjectUpdates({ catalog }),
      listDevelopers: new ListDevelopers({ catalog }),
      listCurrencies: new ListCurrencies({ catalog }),
      calculateInvestment: new CalculateInvestment(),
    },
    catalogBatches: new CatalogBatches(catalog),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
