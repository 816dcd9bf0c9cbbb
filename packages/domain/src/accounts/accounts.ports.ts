import type { CurrencyCode } from '../money/currency.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { EventPublisher } from '../ports/event-publisher.port.js';
import type { LanguageCode } from './language.rules.js';
import type { MailPreferences } from './mail-preferences.rules.js';
import type { ProfileChange, UserProfile } from './profile.rules.js';
import type { PasswordResetCode } from './reset-code.rules.js';
import type { Session } from './session.rules.js';
import type { User, UserRole } from './user.js';

/*
 * The ports the accounts use cases need. They are accounts-specific on purpose: the shared ports
 * (clock, unit of work for other contexts) live in `../ports/`.
 */

export interface NewUser {
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: UserRole;
  readonly createdAt: Date;
}

export type InsertUserOutcome =
  { readonly ok: true; readonly user: User } | { readonly ok: false; readonly conflict: 'email' | 'username' };

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  /** `email` must already be normalised. */
  findByEmail(email: string): Promise<User | null>;
  /** Case-insensitive. */
  findByUsername(username: string): Promise<User | null>;
  /** Reports a uniqueness conflict instead of throwing (the database's unique indexes are the judge). */
  insert(user: NewUser): Promise<InsertUserOutcome>;
  recordLogin(id: number, at: Date): Promise<void>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
  setRole(id: number, role: UserRole): Promise<User | null>;
  /** An inactive account cannot sign in (its sessions are ended separately). */
  setActive(id: number, active: boolean): Promise<void>;
  listAdminEmails(): Promise<string[]>;
  /**
   * Locks the row of every active admin, in id order, until the transaction ends, and returns their ids. Account
   * changes that could take an admin away are decided on this set, so two of them at once run one after the other.
   */
  lockActiveAdminIds(): Promise<number[]>;
  /** The user, with the row locked until the transaction ends. */
  lockById(id: number): Promise<User | null>;
  /** The admin's Users tab: the platform's figures and one page of the users matching the search. */
  listForAdmin(query: AdminUserQuery): Promise<AdminUserListing>;
}

export interface AdminUserQuery {
  /** Matched anywhere in the first name, last name, full name, email or username, case-insensitively, literally. */
  readonly search?: string;
  /** Users created from then on count as new this month. */
  readonly monthStart: Date;
  readonly offset: number;
  readonly limit: number;
}

export interface AdminUserListing {
  readonly totalUsers: number;
  readonly activeUsers: number;
  readonly newUsersThisMonth: number;
  /** How many users the search matches (all of them without one). */
  readonly matchingUsers: number;
  /** The requested page of the matching users, newest first. */
  readonly users: readonly User[];
}

export interface SessionRepository {
  create(session: Omit<Session, 'id' | 'revokedAt'>): Promise<Session>;
  /** The session with this token hash and its user, when the session is unexpired, unrevoked and the user active. */
  findActiveByTokenHash(tokenHash: string, now: Date): Promise<{ session: Session; user: User } | null>;
  /** Revokes the live session with this token hash; returns its id, or null when none was live. */
  revoke(tokenHash: string, at: Date): Promise<number | null>;
  /** Revokes every live session of the user; returns how many. */
  revokeAllForUser(userId: number, at: Date): Promise<number>;
  /** Deletes sessions that expired or were revoked before `cutoff`; returns how many. */
  deleteEndedBefore(cutoff: Date): Promise<number>;
  /** Revokes every live session of the user except `keptSessionId`; returns the ids of the sessions it ended. */
  revokeOthersForUser(userId: number, keptSessionId: number, at: Date): Promise<number[]>;
  /** How many live sessions (unexpired, unrevoked) the user has besides `exceptSessionId`. */
  countOthersActive(userId: number, exceptSessionId: number, now: Date): Promise<number>;
}

export interface PasswordResetCodeRepository {
  /** Stores a new code and invalidates the user's earlier unused codes, so only the latest works. */
  replaceForUser(code: Omit<PasswordResetCode, 'id' | 'attempts' | 'usedAt'>, at: Date): Promise<PasswordResetCode>;
  /** The most recent code issued to the user, whatever its state. */
  findLatestForUser(userId: number): Promise<PasswordResetCode | null>;
  /**
   * Counts one attempt atomically and returns the attempt number now recorded, or null when the code
   * can no longer be tried (used or out of attempts). Counting before comparing means parallel guesses
   * cannot exceed the limit.
   */
  registerAttempt(id: number, maxAttempts: number): Promise<number | null>;
  /** Marks the code used; false when someone else used it first (single use under concurrency). */
  markUsed(id: number, at: Date): Promise<boolean>;
  /** Deletes codes that expired before `cutoff` (used or not); returns how many. */
  deleteExpiredBefore(cutoff: Date): Promise<number>;
}

/** Hashes secrets that people choose or type (passwords, reset codes): slow, salted, argon2id. */
export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  verify(hash: string, secret: string): Promise<boolean>;
}

/** Random secrets handed to users, and the fast hash under which session tokens are stored. */
export interface TokenIssuer {
  /** A new opaque bearer token and the hash to store for it. */
  issueSessionToken(): { readonly token: string; readonly tokenHash: string };
  /** The hash stored for a presented token. */
  hashSessionToken(token: string): string;
  /** A uniformly random code of `RESET_CODE_LENGTH` digits. */
  issueResetCode(): string;
}

/** The mails the platform sends (accounts, contact, KYC). Rendering belongs to the mail adapter. */
export type AccountsMail =
  | {
      readonly template: 'password-reset-code';
      readonly to: string;
      readonly data: { readonly firstName: string; readonly code: string; readonly expiresInMinutes: number };
    }
  | {
      readonly template: 'password-changed';
      readonly to: string;
      readonly data: {
        readonly firstName: string;
        readonly changedAt: Date;
        /** A reset signs out every device; a change on /settings keeps the device it was made on. */
        readonly signedOut: 'everywhere' | 'other-devices';
      };
    }
  | {
      readonly template: 'contact-message';
      readonly to: string;
      readonly data: {
        readonly name: string;
        readonly email: string;
        readonly phone: string | null;
        readonly subject: string;
        readonly message: string;
        readonly receivedAt: Date;
      };
    }
  | {
      /** To every admin: a verification waits for review. */
      readonly template: 'kyc-submitted';
      readonly to: string;
      readonly data: { readonly investorName: string; readonly submittedAt: Date; readonly highRisk: boolean };
    }
  | {
      readonly template: 'kyc-approved';
      readonly to: string;
      readonly data: { readonly firstName: string; readonly expiresAt: Date };
    }
  | {
      readonly template: 'kyc-rejected';
      readonly to: string;
      readonly data: { readonly firstName: string; readonly reason: string };
    }
  | {
      readonly template: 'kyc-info-requested';
      readonly to: string;
      readonly data: { readonly firstName: string; readonly notes: string };
    }
  | {
      /** To each investor and applicant of the project: an admin posted a progress update. */
      readonly template: 'project-update';
      readonly to: string;
      readonly data: {
        readonly firstName: string;
        readonly projectId: number;
        readonly projectTitle: string;
        readonly updateTitle: string;
        readonly description: string;
        readonly progressPercentage: number;
      };
    }
  | InvestingMail;

/** Bank details quoted in payment instructions; they come from configuration. */
export interface PaymentDetails {
  readonly method: string;
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
  readonly swiftCode: string;
  readonly branch: string;
}

/** Mails of the investing lifecycle (amounts are USD decimal strings). */
export type InvestingMail =
  | {
      readonly template: 'payment-instructions';
      readonly to: string;
      readonly data: {
        readonly firstName: string;
        readonly projectTitle: string;
        readonly unitNumber: string;
        readonly amount: string;
        readonly reference: string;
        readonly dueAt: Date;
        readonly bank: PaymentDetails;
      };
    }
  | {
      readonly template: 'payment-reminder' | 'payment-expired';
      readonly to: string;
      readonly data: {
        readonly firstName: string;
        readonly projectTitle: string;
        readonly unitNumber: string;
        readonly amount: string;
        readonly reference: string;
        readonly dueAt: Date;
      };
    }
  | {
      readonly template: 'payment-confirmed';
      readonly to: string;
      readonly data: {
        readonly firstName: string;
        readonly projectTitle: string;
        readonly unitNumber: string;
        readonly amount: string;
        readonly ownershipPercentage: string;
      };
    }
  | {
      readonly template: 'application-rejected';
      readonly to: string;
      readonly data: { readonly firstName: string; readonly projectTitle: string; readonly reason: string };
    }
  | {
      /** The investor's application (interest) arrived and waits for review. */
      readonly template: 'application-received';
      readonly to: string;
      readonly data: {
        readonly firstName: string;
        readonly projectTitle: string;
        readonly unitNumber: string | null;
        readonly interestAmount: string;
        readonly currency: string;
      };
    }
  | {
      readonly template: 'profit-distributed';
      readonly to: string;
      readonly data: {
        readonly firstName: string;
        readonly projectTitle: string;
        readonly unitNumber: string;
        readonly amount: string;
        readonly profitShare: string;
        readonly currentValue: string;
      };
    };

/**
 * Puts mail in the outbox, inside the caller's transaction; a sender delivers it later, with retries. A mail the
 * recipient turned off (`mailPreferenceOf` names its preference and the account at that address has it off) is
 * not queued: the one place where mail preferences are honoured, whoever sends the mail.
 */
export interface MailOutbox {
  enqueue(mail: AccountsMail): Promise<void>;
}

/** A user's own settings (the /settings page): the profile fields of their account and their mail preferences. */
export interface AccountSettingsRepository {
  findProfile(userId: number): Promise<UserProfile | null>;
  /** Writes the names and the phone; the profile as now stored, or null when there is no such user. */
  updateProfile(userId: number, change: ProfileChange): Promise<UserProfile | null>;
  /** Sets (or, with null, clears) the home currency; the profile as now stored, or null when there is no such user. */
  setHomeCurrency(userId: number, homeCurrency: CurrencyCode | null): Promise<UserProfile | null>;
  /** The user's choices; `DEFAULT_MAIL_PREFERENCES` for one who never chose. */
  readMailPreferences(userId: number): Promise<MailPreferences>;
  saveMailPreferences(userId: number, preferences: MailPreferences, at: Date): Promise<MailPreferences>;
  /** The user's chosen language; null when they never chose (or there is no such user). */
  readPreferredLanguage(userId: number): Promise<LanguageCode | null>;
  /** Stores the choice (null clears it); false when there is no such user. */
  savePreferredLanguage(userId: number, language: LanguageCode | null, at: Date): Promise<boolean>;
}

/** Everything the accounts use cases touch in the database, bound to one transaction. */
export interface AccountsStore {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly resetCodes: PasswordResetCodeRepository;
  readonly outbox: MailOutbox;
  /** Admins' changes to accounts, and the user's own security changes, are recorded in the same transaction. */
  readonly audit: AuditLog;
  readonly settings: AccountSettingsRepository;
  /** Domain events (`sessions.ended`), written in the same transaction as the change they describe. */
  readonly events: EventPublisher;
}

/** Runs work in one transaction: all of it is stored, or none of it. */
export interface AccountsUnitOfWork {
  run<T>(work: (store: AccountsStore) => Promise<T>): Promise<T>;
  /**
   * Runs a read of a single statement outside any transaction: one statement already sees one snapshot, so a
   * transaction around it only adds a begin and a commit round trip (every signed-in request looks its session
   * up). Work that writes, or reads twice and needs the reads to agree, uses `run`.
   */
  read<T>(work: (store: AccountsStore) => Promise<T>): Promise<T>;
}

/** A named limit: at most `points` consumptions per `durationSeconds`, then blocked for `blockSeconds`. */
export interface RateLimitPolicy {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
  readonly blockSeconds: number;
}

export type RateLimitDecision =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Counts attempts. `consume` is the only gate: it counts and decides in one atomic step, so parallel
 * requests cannot all pass a check before any of them is counted. Callers consume first, then do the
 * guarded work (a password verification), and give the attempt back when it turned out legitimate.
 */
export interface RateLimiter {
  /** Counts one event against the key and says whether it was within the limit. */
  consume(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision>;
  /** Returns one consumed event to the key (the attempt was legitimate). */
  giveBack(policy: RateLimitPolicy, key: string): Promise<void>;
  /** Forgets the key's count (after a successful sign-in, for example). */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}
