import {
  ServerMessages,
  Argon2PasswordHasher,
  MikroCatalogReadRepository,
  SqlProjectListReadModel,
  SqlProjectPageReadModel,
  type Database,
  createRateLimiter,
  CryptoTokenIssuer,
  FileCipher,
  InProcessBackgroundWork,
  readFileKeys,
  readMailSettingsKeys,
  settingsFirstTransport,
  SmtpMailAccountVerifier,
  SqlMailSettingsUnitOfWork,
  SqlEncryptedFileStore,
  SqlEncryptedFileStreams,
  SqlKycUnitOfWork,
  SqlFinancialGoalRepository,
  SqlInvestingUnitOfWork,
  PdfkitStatementRenderer,
  mailboxHtml,
  mailboxJson,
  OutboxSender,
  SmtpMailTransport,
  SqlAccountsUnitOfWork,
  SqlAuditTrail,
  SqlAdminOverviewReadModel,
  SqlOutboxStore,
  SqlProjectUpdatesUnitOfWork,
  SqlDevelopersUnitOfWork,
  SqlChatLeadsUnitOfWork,
  CatalogAssistantRetrieval,
  OpenAiChatModel,
  SqlCatalogAdminUnitOfWork,
  CryptoPartnerKeySecrets,
  SqlPartnerKeysUnitOfWork,
  SqlPublicImagesUnitOfWork,
  SqlNotificationsUnitOfWork,
  createLiveUpdates,
  SqlLiveRelayUnitOfWork,
  SqlPendingEvents,
  SqlOperationsReadModel,
  PaystackPaymentProvider,
  isValidPaystackSignature,
  FakeAmlScreening,
  YenteAmlScreening,
  HttpExchangeRateProvider,
  SqlCurrencyRateReader,
  SqlContentTranslationReader,
  SqlContentTranslationsUnitOfWork,
  LibreTranslateService,
  LruTranslationCache,
  SqlCurrencyRatesUnitOfWork,
  SqlScheduledRunClaim,
} from '@cobuy/adapters';
import {
  AuthenticateSession,
  ChangeUserRole,
  CurrentUser,
  ListUsers,
  SetUserActive,
  GetProfile,
  UpdateProfile,
  SetHomeCurrency,
  ChangePassword,
  GetMailPreferences,
  UpdateMailPreferences,
  GetPreferredLanguage,
  UpdatePreferredLanguage,
  GetSessionSummary,
  SignOutOtherSessions,
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
  ListDevelopers,
  ListAdminDevelopers,
  ListChatLeads,
  AnswerAssistantMessage,
  ExpressChatInterest,
  currentCurrencyRates,
  DEFAULT_ASSISTANT_RATE_LIMITS,
  type AssistantDeps,
  type AssistantRateLimits,
  MarkChatLeadContacted,
  CreateDeveloper,
  CreateProject,
  UpdateProject,
  DeleteProject,
  ArchiveProject,
  CreateUnit,
  UpdateUnit,
  DeleteUnit,
  UpdateDeveloper,
  DeleteDeveloper,
  ListProjects,
  CountProjects,
  ListProjectUnits,
  ListProjectUpdates,
  PurgeEndedCredentials,
  ApproveKyc,
  ListAmlChecks,
  DEFAULT_KYC_SUBMIT_LIMIT,
  GetKycDocument,
  GetKycState,
  ListPendingKyc,
  PageKycQueue,
  CountKycQueue,
  PageReconciliation,
  CountReconciliation,
  OpenKycReview,
  RejectKyc,
  RequestKycInformation,
  StartKyc,
  SubmitKyc,
  PurgeAbandonedUploads,
  ScreenKycSubmissions,
  type AmlScreeningSettings,
  type KycDeps,
  CreateFinancialGoal,
  DeleteFinancialGoal,
  ListFinancialGoals,
  UpdateFinancialGoal,
  type GoalsDeps,
  ApplyKycDecisions,
  ApproveApplication,
  CancelInvestment,
  ConfirmPayment,
  CreateInvestment,
  ExpireOverduePayments,
  ExpressInterest,
  GetInvestorPortfolio,
  GetPortfolioReturns,
  CountApplications,
  ListApplications,
  ListInvestments,
  SummarizeInvestments,
  ListUserApplications,
  ListUserInvestments,
  MarkUnitSold,
  PreviewUnitSale,
  RejectApplication,
  SendPaymentReminders,
  SetInvestmentStatus,
  SetUnitPaymentStatus,
  WithdrawApplication,
  type InvestingDeps,
  DEFAULT_INVESTING_RATE_LIMITS,
  type InvestingRateLimits,
  ExportAuditRecords,
  ListAuditRecords,
  GetAdminOverview,
  DeleteProjectUpdate,
  EditProjectUpdate,
  PostProjectUpdate,
  AuthenticatePartnerKey,
  IssuePartnerKey,
  ListPartnerKeys,
  RevokePartnerKey,
  type PartnerKeysDeps,
  UploadImage,
  GetImage,
  GetMailSettings,
  SaveMailSettings,
  type MailSettingsDeps,
  CountUnreadNotifications,
  ListNotifications,
  ListMyStatements,
  DownloadStatement,
  DownloadYearlyStatement,
  type StatementsDeps,
  MakeNotifications,
  MarkAllNotificationsRead,
  MarkNotificationRead,
  NOTIFICATIONS_CONSUMER,
  type NotificationsDeps,
  GetProjectFunding,
  LiveHub,
  RelayLiveUpdates,
  WatchNotifications,
  WatchProjectFunding,
  WithdrawCommitment,
  RecordPayout,
  currentRateSource,
  ExportReconciliationCsv,
  GetOnlinePaymentOptions,
  HandlePaymentWebhook,
  ListReconciliation,
  ReconcileOpenCheckouts,
  ResolveHeldPayment,
  StartCheckout,
  type PaymentsDeps,
  FetchProviderRates,
  GetCurrencyRateAt,
  ListCurrencies,
  TranslateText,
  ListContentTranslations,
  SetContentTranslation,
  ClearContentTranslation,
  DEFAULT_TRANSLATE_RATE_LIMIT,
  ListCurrencyRateHistory,
  SetCurrencyRate,
  type CurrenciesDeps,
  type UseCase,
} from '@cobuy/application';
import {
  systemClock,
  type DomainEvent,
  type EventPublisher,
  type MachineTranslation,
  type MailAccountVerifier,
  type RateLimitPolicy,
} from '@cobuy/domain';
import { randomUUID } from 'node:crypto';
import type { AmlScreeningConfig, ServerConfig } from './config.js';
import { DrawnPageCache } from './http/drawn-page-cache.js';
import type { Authenticate } from './http/request-context.js';
import { LiveRelayWorker } from './jobs/live-relay.worker.js';
import { asJob, currentCorrelation, logger } from './observability/log.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The same use case, calling `after` once it has succeeded (its transaction committed). */
function afterSuccess<I, O>(useCase: UseCase<I, O>, after: () => void): UseCase<I, O> {
  const wrapped = Object.create(useCase) as UseCase<I, O> & { execute: UseCase<I, O>['execute'] };
  const execute: UseCase<I, O>['execute'] = async (ctx, input) => {
    const result = await useCase.execute(ctx, input);
    if (result.ok) after();
    return result;
  };
  wrapped.execute = execute;
  return wrapped;
}

/**
 * The same unit of work, calling `after` once each run has committed (reads included: only for units of work that
 * exist to change things, like the rates provider's).
 */
function afterEveryCommit<S>(
  uow: { run<T>(work: (store: S) => Promise<T>): Promise<T> },
  after: () => void,
): { run<T>(work: (store: S) => Promise<T>): Promise<T> } {
  return {
    run: async (work) => {
      const result = await uow.run(work);
      after();
      return result;
    },
  };
}

/** The context of work the server does by itself (jobs, event consumers): no actor, the system clock. */
export const systemContext = () => ({
  actor: null,
  // The job's own correlation (asJob), so its audit records and its log lines share one id.
  correlationId: currentCorrelation()?.id ?? `job-${randomUUID()}`,
  clock: systemClock,
});

/** Background work whose every piece runs as a job (observability/log.ts, `asJob`). */
function jobsOf(work: InProcessBackgroundWork): InProcessBackgroundWork {
  const enqueue = work.enqueue.bind(work);
  const enqueueAsJob: InProcessBackgroundWork['enqueue'] = (key, job) => enqueue(key, () => asJob(key, job));
  work.enqueue = enqueueAsJob;
  return work;
}

type PublishingUnitOfWork<S> = { run<T>(work: (store: S) => Promise<T>): Promise<T> };

/**
 * The same unit of work, running `after` once a transaction that published an event has committed (not for
 * reads or rollbacks): the event consumers of this process start at once instead of at their next poll.
 */
function nudgeAfterCommit<S extends { readonly events: EventPublisher }, U extends PublishingUnitOfWork<S>>(
  uow: U,
  after: () => void,
): U {
  const run = async <T>(work: (store: S) => Promise<T>): Promise<T> => {
    let published = false;
    const result = await uow.run((store) =>
      work({
        ...store,
        events: {
          publish: (event: DomainEvent) => {
            published = true;
            return store.events.publish(event);
          },
        },
      }),
    );
    if (published) after();
    return result;
  };
  // Everything else (`read`, helpers) is the wrapped unit of work's own.
  return Object.assign(Object.create(uow) as U, { run });
}

/** What a test may put in place of an adapter that reaches outside the machine. */
export interface AppServiceOverrides {
  /** Proves Email Settings credentials; by default a real test mail over SMTP. */
  readonly mailVerifier?: MailAccountVerifier;
  /** The per-investor limits on investments and interests; tests about something else may raise them. */
  readonly investingRateLimits?: InvestingRateLimits;
  /** The assistant's per-IP limits; tests about something else may raise them. */
  readonly assistantRateLimits?: AssistantRateLimits;
  /** The rates provider's settings (tests point it at a fake HTTP provider); RATES_PROVIDER_URL otherwise. */
  readonly ratesProvider?: ServerConfig['ratesProvider'];
  /** The machine translation `/api/translate` asks (tests use a fake); LibreTranslate at TRANSLATE_URL otherwise. */
  readonly translation?: { readonly service: MachineTranslation; readonly timeoutMs: number };
  /** The per-IP limit of `/api/translate`; tests about something else may raise it. */
  readonly translateRateLimit?: RateLimitPolicy;
}

/** The screening service the configuration names (docs/kyc.md, "AML screening"), or null when it is off. */
function amlScreeningSettings(config: AmlScreeningConfig): AmlScreeningSettings | null {
  switch (config.kind) {
    case 'off':
      return null;
    case 'fake':
      return {
        service: new FakeAmlScreening(config.threshold),
        threshold: config.threshold,
        timeoutMs: config.timeoutMs,
      };
    case 'yente':
      return { service: new YenteAmlScreening(config), threshold: config.threshold, timeoutMs: config.timeoutMs };
  }
}

/** The address part of `Name <address>` (MAIL_FROM), or the text itself. */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * The one place that knows which adapter serves which port. Everything else receives `AppServices`.
 */
export function createAppServices(db: Database, config: ServerConfig, overrides: AppServiceOverrides = {}) {
  const catalog = new MikroCatalogReadRepository(db);
  const projectPage = new SqlProjectPageReadModel(db);
  // Currencies as data: the rates and their history in PostgreSQL; the provider only when RATES_PROVIDER_URL is set.
  const currenciesDeps: CurrenciesDeps = {
    rates: new SqlCurrencyRateReader(db),
    uow: new SqlCurrencyRatesUnitOfWork(db),
  };
  const ratesProvider = overrides.ratesProvider ?? config.ratesProvider;
  const fetchProviderRates = ratesProvider
    ? new FetchProviderRates({
        uow: afterEveryCommit(currenciesDeps.uow, () => pagesChanged()),
        provider: new HttpExchangeRateProvider(ratesProvider),
        claim: new SqlScheduledRunClaim(db),
        intervalMs: ratesProvider.intervalMs,
      })
    : null;
  // The server's catalogs (docs/i18n.md, "On the server"): error texts, mails, notifications (read and pushed).
  const messages = new ServerMessages((error, language) =>
    logger.warn({ err: error, language }, 'Server message could not be formatted'),
  );
  // Live updates (docs/notifications.md): Redis pub/sub between processes when REDIS_URL is set, else in-process.
  // The relay runs every 250 ms and at once after a local commit that published an event it relays.
  const liveUpdates = createLiveUpdates(db, config.redisUrl, {
    error: (message, error) => logger.error(error === undefined ? {} : { err: error }, message),
    info: (message) => logger.info(message),
  });
  // The outbox's pollers look first without a transaction: an idle poll is one statement (docs/performance.md,
  // "Fourth round").
  const pending = new SqlPendingEvents(db);
  const liveRelay = new LiveRelayWorker(
    new RelayLiveUpdates({ uow: new SqlLiveRelayUnitOfWork(db), live: liveUpdates.live, messages, pending }),
  );
  const nudgeLive = () => liveRelay.nudge();

  // Drawn pages (docs/web-performance.md, "Drawn pages from a cache"): one render serves every visitor until a
  // committed change they show. This process drops its pages at once; the others when they hear `pages.changed`,
  // or `project.funding_changed` (relayed from the outbox, so a funding change reaches them even if Redis lost
  // the first message), or a gap in what they heard. A page is kept a minute at most whatever happens.
  const drawnPages = new DrawnPageCache({ maxBytes: 64 * 1024 * 1024, maxAgeMs: 60_000 });
  const pagesChanged = () => {
    drawnPages.invalidate();
    liveUpdates.live
      .publish([{ type: 'pages.changed' }])
      .catch((error: unknown) =>
        logger.warn(
          { err: error },
          'Other processes were not told that drawn pages changed; theirs expire in a minute',
        ),
      );
  };

  // Accounts: argon2id passwords, hashed bearer sessions, rate limits (Redis when REDIS_URL), mail outbox.
  const accountsConfig = config.accounts;
  const rateLimit = createRateLimiter(config.redisUrl);
  const branding = { appName: 'CoBuy Accra', appUrl: accountsConfig.appUrl };
  // Notifications (issue 18): made from the outbox by their consumer, which the worker polls every second and
  // a transaction of this process that published events starts at once (`notifyNow`, after it commits).
  // The notifications it stores are relayed live at once too (`nudgeLive`).
  const notificationsDeps: NotificationsDeps = {
    uow: nudgeAfterCommit(new SqlNotificationsUnitOfWork(db), nudgeLive),
    messages,
    pending,
  };
  const makeNotifications = new MakeNotifications(notificationsDeps);
  /** Makes the notifications of every event waiting in the outbox (batch after batch). */
  const drainNotifications = async () => {
    while ((await makeNotifications.run(systemContext())) > 0);
  };
  const notifyNow = () => background.enqueue(NOTIFICATIONS_CONSUMER, drainNotifications);
  const accountsDeps: AccountsDeps = {
    // The contact form publishes the admins' notification event; sign-outs and the like `sessions.ended`.
    uow: nudgeAfterCommit(new SqlAccountsUnitOfWork(db, systemClock, branding), () => {
      notifyNow();
      nudgeLive();
    }),
    hasher: new Argon2PasswordHasher(),
    tokens: new CryptoTokenIssuer(),
    rateLimiter: rateLimit.limiter,
    limits: DEFAULT_ACCOUNTS_RATE_LIMITS,
  };
  // Work that runs after the answer (the account-dependent part of forgot-password); drained on shutdown.
  // Each piece of work runs as a job of its own correlation, naming the request that queued it (causedBy).
  const background = jobsOf(
    new InProcessBackgroundWork((error, key) => logger.error({ err: error }, `Background work ${key} failed`)),
  );
  // KYC: documents encrypted (AES-256-GCM) in PostgreSQL, staged chunk by chunk as they are uploaded and kept
  // by the record's transaction; read chunk by chunk.
  const fileCipher = new FileCipher(readFileKeys(config.fileEncryption, config.dataDir, config.production));
  const kycDeps: Mutable<KycDeps> = {
    uow: nudgeAfterCommit(
      new SqlKycUnitOfWork(db, systemClock, (em) => new SqlEncryptedFileStore(em, fileCipher), branding),
      notifyNow,
    ),
    files: new SqlEncryptedFileStreams(db, fileCipher),
    rateLimiter: rateLimit.limiter,
    submitLimit: DEFAULT_KYC_SUBMIT_LIMIT,
    screening: amlScreeningSettings(config.amlScreening),
  };
  // Investing: interests, investments, payment windows and sales, each decided in one transaction.
  if (config.production && config.payments.missing.length > 0) {
    throw new Error(`Payment instructions need ${config.payments.missing.join(', ')} in production`);
  }
  const investingDeps: InvestingDeps = {
    // Its events make notifications, and the ones that move a unit's funding are relayed live (which tells the
    // other processes' drawn pages); this process's drawn pages are dropped at once.
    uow: nudgeAfterCommit(new SqlInvestingUnitOfWork(db, systemClock, branding), () => {
      drawnPages.invalidate();
      notifyNow();
      nudgeLive();
    }),
    paymentDetails: config.payments.details,
    // Per-investor brakes on investments and interests (Redis when REDIS_URL, like the accounts limits).
    rateLimiter: rateLimit.limiter,
    limits: overrides.investingRateLimits ?? DEFAULT_INVESTING_RATE_LIMITS,
  };
  const statementsDeps: StatementsDeps = { uow: investingDeps.uow, renderer: new PdfkitStatementRenderer() };
  // Paying online (issue 22, docs/payments.md): Paystack's API (or the fake provider in development), the
  // platform's current rate from the currency table, confirmations through Confirm Payment's own step.
  const online = config.onlinePayments;
  const paystackKey = online.mode !== 'off' ? online.secretKey : undefined;
  const paymentsDeps: PaymentsDeps = {
    uow: investingDeps.uow,
    paymentDetails: investingDeps.paymentDetails,
    provider: paystackKey ? new PaystackPaymentProvider(paystackKey, online.baseUrl) : null,
    verifySignature: (raw, signature) =>
      paystackKey !== undefined && isValidPaystackSignature(Buffer.from(raw), signature, paystackKey),
    rates: currentRateSource(currenciesDeps.rates),
    callbackUrl: `${config.accounts.appUrl.replace(/\/+$/, '')}/dashboard?payment=returned`,
    log: { warn: (message, data) => logger.warn(data === undefined ? {} : { data }, message) },
  };
  const kycDecisions = new ApplyKycDecisions(investingDeps);
  /** Applies every KYC decision waiting in the outbox (batch after batch). */
  const drainKycDecisions = async () => {
    while ((await kycDecisions.run(systemContext())) > 0);
  };
  // A KYC decision moves the investor's applications right after it commits (and the worker catches up on
  // anything missed, for example decisions made by another process).
  kycDeps.uow = nudgeAfterCommit(kycDeps.uow, () => background.enqueue('investing.kyc-decisions', drainKycDecisions));
  // AML screening: a submission is screened right after it commits, outside its request (a screening service
  // that is down never fails a submission); the worker retries what failed and catches up on other processes.
  const screenSubmissions = kycDeps.screening
    ? new ScreenKycSubmissions({ uow: kycDeps.uow }, kycDeps.screening, (message) => logger.warn(message))
    : null;
  const drainScreening = async () => {
    if (screenSubmissions) await screenSubmissions.run(systemContext());
  };
  if (screenSubmissions) {
    kycDeps.uow = nudgeAfterCommit(kycDeps.uow, () => background.enqueue('kyc.aml-screening', drainScreening));
  }
  // Financial goals: one statement per call, each write conditional on the goal's owner.
  const goalsDeps: GoalsDeps = { goals: new SqlFinancialGoalRepository(db) };
  const projectUpdatesUow = nudgeAfterCommit(new SqlProjectUpdatesUnitOfWork(db, systemClock, branding), notifyNow);
  const developersUow = new SqlDevelopersUnitOfWork(db);
  // A chat interest publishes the admins' notification event: made at once after it commits.
  const chatLeadsUow = nudgeAfterCommit(new SqlChatLeadsUnitOfWork(db), notifyNow);
  const assistantDeps: AssistantDeps = {
    retrieval: new CatalogAssistantRetrieval(catalog),
    leads: chatLeadsUow,
    rates: currentCurrencyRates(currenciesDeps.rates),
    model: config.assistantModel
      ? new OpenAiChatModel(config.assistantModel, (error) => logger.error({ err: error }, 'Assistant model failed'))
      : null,
    onModelRefused: (problems) => logger.warn(`Assistant model answer refused: ${problems.join('; ')}`),
    rateLimiter: rateLimit.limiter,
    limits: overrides.assistantRateLimits ?? DEFAULT_ASSISTANT_RATE_LIMITS,
  };
  const catalogAdminUow = new SqlCatalogAdminUnitOfWork(db);
  // Content translations (docs/i18n.md): admins' stored ones first, then LibreTranslate when TRANSLATE_URL is set
  // (answers cached in this process), then the original.
  const contentTranslations = new SqlContentTranslationReader(db);
  const contentTranslationsUow = new SqlContentTranslationsUnitOfWork(db);
  const translation =
    overrides.translation ??
    (config.translation
      ? { service: new LibreTranslateService(config.translation), timeoutMs: config.translation.timeoutMs }
      : null);
  // Partner API keys: SHA-256 of high-entropy keys, each key's own rate in the shared limiter (docs/partners.md).
  const partnerKeysDeps: PartnerKeysDeps = {
    uow: new SqlPartnerKeysUnitOfWork(db),
    secrets: new CryptoPartnerKeySecrets(),
    rateLimiter: rateLimit.limiter,
  };
  const sessions = new AuthenticateSession({ ...accountsDeps, clock: systemClock });
  const authenticate: Authenticate = (token) => sessions.actorFor(token);
  const liveHub = new LiveHub({
    live: liveUpdates.live,
    funding: new GetProjectFunding({ catalog }),
    clock: systemClock,
    onError: (error) => logger.error({ err: error }, 'Live updates failed'),
  });
  liveHub.onPagesChanged(() => drawnPages.invalidate());
  const outbox = new SqlOutboxStore(db);
  const smtp = accountsConfig.smtpUrl
    ? new SmtpMailTransport({ url: accountsConfig.smtpUrl, from: accountsConfig.mailFrom })
    : null;
  // Email Settings: the account saved by an admin (its app password sealed under MAIL_SETTINGS_KEY) sends
  // platform mail and receives contact messages; SMTP_URL and CONTACT_EMAIL are the fallbacks.
  const mailSettingsUow = new SqlMailSettingsUnitOfWork(
    db,
    new FileCipher(readMailSettingsKeys(config.mailSettingsKeys, config.dataDir, config.production)),
  );
  const smtpUrl = accountsConfig.smtpUrl ? new URL(accountsConfig.smtpUrl) : null;
  const mailSettingsDeps: MailSettingsDeps = {
    uow: mailSettingsUow,
    verifier: overrides.mailVerifier ?? new SmtpMailAccountVerifier(),
    addressOf: (userId) => mailSettingsUow.emailOf(userId),
    environmentAccount: smtpUrl
      ? {
          senderAddress: addressOf(accountsConfig.mailFrom),
          smtpHost: smtpUrl.hostname,
          smtpPort: Number(smtpUrl.port) || (smtpUrl.protocol === 'smtps:' ? 465 : 587),
        }
      : null,
  };
  const savedMailSender = async () =>
    (await mailSettingsUow.run((store) => store.settings.readSummary()))?.senderAddress ?? null;

  return {
    db,
    /** The server's text in the reader's language (error messages of REST and GraphQL answers). */
    messages,
    /** The outbox and mail-outbox figures the metrics read at each scrape. */
    operations: new SqlOperationsReadModel(db),
    authenticate,
    /** A token's session with its id and expiry, for the live connections that close when it ends. */
    authenticateSession: (token: string) => sessions.sessionFor(token),
    background,
    accounts: {
      signUp: new SignUp(accountsDeps),
      signIn: new SignIn(accountsDeps),
      currentUser: new CurrentUser(accountsDeps),
      signOut: new SignOut(accountsDeps),
      forgotPassword: new ForgotPassword({ ...accountsDeps, background }),
      resetPassword: new ResetPassword(accountsDeps),
      changeUserRole: new ChangeUserRole(accountsDeps),
      listUsers: new ListUsers(accountsDeps),
      setUserActive: new SetUserActive(accountsDeps),
    },
    // The signed-in user's own settings (/settings): profile, password, mail preferences, other sessions.
    accountSettings: {
      getProfile: new GetProfile(accountsDeps),
      updateProfile: new UpdateProfile(accountsDeps),
      setHomeCurrency: new SetHomeCurrency(accountsDeps),
      changePassword: new ChangePassword(accountsDeps),
      getMailPreferences: new GetMailPreferences(accountsDeps),
      updateMailPreferences: new UpdateMailPreferences(accountsDeps),
      getPreferredLanguage: new GetPreferredLanguage(accountsDeps),
      updatePreferredLanguage: new UpdatePreferredLanguage(accountsDeps),
      getSessionSummary: new GetSessionSummary(accountsDeps),
      signOutOtherSessions: new SignOutOtherSessions(accountsDeps),
    },
    kyc: {
      getState: new GetKycState(kycDeps),
      start: new StartKyc(kycDeps),
      submit: new SubmitKyc(kycDeps),
      listPending: new ListPendingKyc(kycDeps),
      pageQueue: new PageKycQueue(kycDeps),
      countQueue: new CountKycQueue(kycDeps),
      openReview: new OpenKycReview(kycDeps),
      approve: new ApproveKyc(kycDeps),
      reject: new RejectKyc(kycDeps),
      requestInformation: new RequestKycInformation(kycDeps),
      getDocument: new GetKycDocument(kycDeps),
      listAmlChecks: new ListAmlChecks(kycDeps),
    },
    investing: {
      expressInterest: new ExpressInterest(investingDeps),
      listUserApplications: new ListUserApplications(investingDeps),
      listApplications: new ListApplications(investingDeps),
      countApplications: new CountApplications(investingDeps),
      approveApplication: new ApproveApplication(investingDeps),
      rejectApplication: new RejectApplication(investingDeps),
      withdrawApplication: new WithdrawApplication(investingDeps),
      createInvestment: new CreateInvestment(investingDeps),
      listUserInvestments: new ListUserInvestments(investingDeps),
      listInvestments: new ListInvestments(investingDeps),
      summarizeInvestments: new SummarizeInvestments(investingDeps),
      confirmPayment: new ConfirmPayment(investingDeps),
      cancelInvestment: new CancelInvestment(investingDeps),
      setInvestmentStatus: new SetInvestmentStatus(investingDeps),
      markUnitSold: new MarkUnitSold(investingDeps),
      previewUnitSale: new PreviewUnitSale(investingDeps),
      setUnitPaymentStatus: new SetUnitPaymentStatus(investingDeps),
      portfolio: new GetInvestorPortfolio(investingDeps),
      returns: new GetPortfolioReturns({
        uow: investingDeps.uow,
        accounts: accountsDeps.uow,
        rates: currenciesDeps.rates,
      }),
      withdrawCommitment: new WithdrawCommitment(investingDeps),
      recordPayout: new RecordPayout(investingDeps),
    },
    // Paying online (issue 22): the investor's checkout, the provider's webhook, the admin's Reconciliation tab.
    payments: {
      options: new GetOnlinePaymentOptions(paymentsDeps),
      startCheckout: new StartCheckout(paymentsDeps),
      handleWebhook: new HandlePaymentWebhook(paymentsDeps),
      listReconciliation: new ListReconciliation(paymentsDeps),
      pageReconciliation: new PageReconciliation(paymentsDeps),
      countReconciliation: new CountReconciliation(paymentsDeps),
      exportReconciliationCsv: new ExportReconciliationCsv(paymentsDeps),
      resolveHeldPayment: new ResolveHeldPayment(paymentsDeps),
    },
    paymentJobs: {
      /** Verifies open checkouts whose webhook never came (main.ts runs it every minute). */
      reconcileOpenCheckouts: new ReconcileOpenCheckouts(paymentsDeps),
    },
    kycJobs: {
      /** Deletes documents staged by uploads of a process that died (run by the server on a timer). */
      purgeAbandonedUploads: new PurgeAbandonedUploads({ files: kycDeps.files, clock: systemClock }),
      /** Screens submissions and retries failed screenings (null when no screening service is configured). */
      screenSubmissions,
    },
    /** What the web may know of the server's set-up (the footer claims screening only when it runs). */
    platformFeatures: { amlScreening: kycDeps.screening !== null },
    investingJobs: {
      expireOverduePayments: new ExpireOverduePayments(investingDeps),
      sendPaymentReminders: new SendPaymentReminders(investingDeps),
      drainKycDecisions,
    },
    goals: {
      list: new ListFinancialGoals(goalsDeps),
      create: new CreateFinancialGoal(goalsDeps),
      update: new UpdateFinancialGoal(goalsDeps),
      delete: new DeleteFinancialGoal(goalsDeps),
    },
    contact: {
      sendContactMessage: new SendContactMessage({
        ...accountsDeps,
        contactInbox: async () => (await savedMailSender()) ?? accountsConfig.contactEmail ?? null,
      }),
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
      /**
       * Delivers the outbox over SMTP, each round through the account saved in Email Settings, else SMTP_URL;
       * with neither, a round sends nothing (mail waits in the outbox / dev mailbox).
       */
      sender: new OutboxSender(
        outbox,
        settingsFirstTransport(() => mailSettingsUow.run((store) => store.settings.read()), smtp, {
          onError: (e) => logger.error({ err: e }, 'Mail settings unreadable (SMTP_URL used meanwhile)'),
        }),
        systemClock,
        { onError: (e) => logger.error({ err: e }, 'Mail outbox sender failed') },
      ),
      smtpUrlConfigured: smtp !== null,
    },
    mailSettings: {
      get: new GetMailSettings(mailSettingsDeps),
      save: new SaveMailSettings(mailSettingsDeps),
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
      listProjects: new ListProjects({ projectList: new SqlProjectListReadModel(db) }),
      countProjects: new CountProjects({ catalog }),
      getProject: new GetProject({ projectPage }),
      listProjectUnits: new ListProjectUnits({ catalog }),
      getUnitStatistics: new GetUnitStatistics({ catalog }),
      listProjectUpdates: new ListProjectUpdates({ catalog }),
      listDevelopers: new ListDevelopers({ catalog }),
      calculateInvestment: new CalculateInvestment(),
    },
    catalogBatches: new CatalogBatches({ catalog, projectPage }),
    // Developer Management (admin): each write with its audit entry; the public list is the catalog's (active only).
    developers: {
      listAll: new ListAdminDevelopers({ uow: developersUow }),
      create: afterSuccess(new CreateDeveloper({ uow: developersUow }), pagesChanged),
      update: afterSuccess(new UpdateDeveloper({ uow: developersUow }), pagesChanged),
      delete: afterSuccess(new DeleteDeveloper({ uow: developersUow }), pagesChanged),
    },
    // The assistant chat: answers from the live catalog through its retrieval port, limited per IP.
    assistant: {
      answerMessage: new AnswerAssistantMessage(assistantDeps),
      expressInterest: new ExpressChatInterest(assistantDeps),
    },
    // Chat leads (admin): the assistant's captured visitors; marking one contacted is audited.
    chatLeads: {
      list: new ListChatLeads({ uow: chatLeadsUow }),
      markContacted: new MarkChatLeadContacted({ uow: chatLeadsUow }),
    },
    // Projects and units (admin writes): each with its audit entry; the reads are the catalog's.
    catalogAdmin: {
      createProject: afterSuccess(new CreateProject({ uow: catalogAdminUow }), pagesChanged),
      updateProject: afterSuccess(new UpdateProject({ uow: catalogAdminUow }), pagesChanged),
      deleteProject: afterSuccess(new DeleteProject({ uow: catalogAdminUow }), pagesChanged),
      archiveProject: afterSuccess(new ArchiveProject({ uow: catalogAdminUow }), pagesChanged),
      createUnit: afterSuccess(new CreateUnit({ uow: catalogAdminUow }), pagesChanged),
      updateUnit: afterSuccess(new UpdateUnit({ uow: catalogAdminUow }), pagesChanged),
      deleteUnit: afterSuccess(new DeleteUnit({ uow: catalogAdminUow }), pagesChanged),
    },
    // Content in the investor's language: the translate call (public, per IP) and admins' stored translations.
    contentTranslations: {
      translate: new TranslateText({
        stored: contentTranslations,
        service: translation?.service ?? null,
        cache: new LruTranslationCache(),
        timeoutMs: translation?.timeoutMs ?? 0,
        rateLimiter: rateLimit.limiter,
        perIp: overrides.translateRateLimit ?? DEFAULT_TRANSLATE_RATE_LIMIT,
        onServiceError: (error) => logger.warn({ err: error }, 'Translation service failed; original text kept'),
      }),
      list: new ListContentTranslations({ reader: contentTranslations }),
      set: new SetContentTranslation({ uow: contentTranslationsUow }),
      clear: new ClearContentTranslation({ uow: contentTranslationsUow }),
    },
    // Currencies as data (docs/currencies.md): the rates and their history; admins set them (audited).
    currencies: {
      list: new ListCurrencies(currenciesDeps),
      rateAt: new GetCurrencyRateAt(currenciesDeps),
      history: new ListCurrencyRateHistory(currenciesDeps),
      setRate: afterSuccess(new SetCurrencyRate(currenciesDeps), pagesChanged),
      /** The port server code converts with (display-currency conversions read the rates here). */
      rates: currenciesDeps.rates,
    },
    currencyJobs: {
      /** The optional provider fetch (RATES_PROVIDER_URL); null when off (the default). */
      fetchProviderRates,
      providerIntervalMs: ratesProvider?.intervalMs ?? null,
    },
    // The audit trail, read by admins (its records are written by the use cases that change things).
    audit: {
      list: new ListAuditRecords({ trail: new SqlAuditTrail(db) }),
      exportCsv: new ExportAuditRecords({ trail: new SqlAuditTrail(db) }),
    },
    // Partner API keys (admin): issue (the key shown once), list, revoke, each audited; and the server's check.
    partnerKeys: {
      list: new ListPartnerKeys(partnerKeysDeps),
      issue: new IssuePartnerKey(partnerKeysDeps),
      revoke: new RevokePartnerKey(partnerKeysDeps),
      authenticate: new AuthenticatePartnerKey({ ...partnerKeysDeps, clock: systemClock }),
    },
    // Public images: admins upload, anyone reads; in PostgreSQL, unencrypted (they are public), never changed.
    images: {
      upload: new UploadImage({ uow: new SqlPublicImagesUnitOfWork(db) }),
      get: new GetImage({ uow: new SqlPublicImagesUnitOfWork(db) }),
    },
    // The admin panel's summary cards and chart: one SQL statement over the live tables.
    adminOverview: {
      get: new GetAdminOverview({ overview: new SqlAdminOverviewReadModel(db) }),
    },
    // Project updates (admin writes): each with its audit entry and, when posted, the event for its investors.
    projectUpdates: {
      post: afterSuccess(new PostProjectUpdate({ uow: projectUpdatesUow }), pagesChanged),
      edit: afterSuccess(new EditProjectUpdate({ uow: projectUpdatesUow }), pagesChanged),
      delete: afterSuccess(new DeleteProjectUpdate({ uow: projectUpdatesUow }), pagesChanged),
    },
    // Notifications (issue 18): the bell's calls, each person's own (admins may read anyone's).
    notifications: {
      list: new ListNotifications(notificationsDeps),
      countUnread: new CountUnreadNotifications(notificationsDeps),
      markRead: new MarkNotificationRead(notificationsDeps),
      markAllRead: new MarkAllNotificationsRead(notificationsDeps),
    },
    // Statements (issue 22 item 5): sale statements issued with the sale, yearly ones on demand; PDFs drawn
    // from the stored figures on each download.
    statements: {
      listMine: new ListMyStatements(statementsDeps),
      download: new DownloadStatement(statementsDeps),
      downloadYearly: new DownloadYearlyStatement(statementsDeps),
    },
    notificationJobs: {
      drainNotifications,
    },
    /** The drawn pages kept for visitors (the server's page route reads and fills it). */
    drawnPages,
    // Live updates: the relay (outbox → every process), this process's hub, and the watch use cases.
    live: {
      hub: liveHub,
      /** The relay's worker: main.ts starts it (tests start it when they need pushes). */
      relay: liveRelay,
      watchNotifications: new WatchNotifications({ hub: liveHub }),
      watchProjectFunding: new WatchProjectFunding({ catalog, hub: liveHub }),
      /** Connects the port (Redis) and starts hearing; the server calls it before it accepts sockets. */
      start: async () => {
        await liveUpdates.start();
        liveHub.start();
      },
      stop: async () => {
        await liveRelay.stop();
        liveHub.stop();
        await liveUpdates.stop();
      },
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
