import type { Clock, LanguageCode } from '@cobuy/domain';
import type { UploadAdmission } from './upload-admission.js';

export type Role = 'user' | 'admin';

/** Who is asking. Always taken from the session token by the transport, never from a request body. */
export interface Actor {
  readonly userId: number;
  readonly role: Role;
  /** The language the user chose (docs/i18n.md), when they chose one: it comes with the session's user row. */
  readonly preferredLanguage?: LanguageCode;
}

/** Every use case receives this first (conventions §3). */
export interface RequestContext {
  readonly actor: Actor | null;
  readonly correlationId: string;
  /**
   * Work done for no person but on an outside party's verified word (the payment provider's confirmation): named
   * as the audit's actor (`actor_system`) where `actor` is null.
   */
  readonly system?: string;
  readonly clock: Clock;
  /** The caller's address, for rate limits and audit; absent for internal jobs. */
  readonly ip?: string;
  /** The admission the transport obtained before reading an upload (UseCase.admitUpload), if any. */
  readonly upload?: UploadAdmission;
  /**
   * The language to answer in (docs/i18n.md, "On the server"): the user's chosen one, else the browser's
   * (`cobuy_lang` cookie, then Accept-Language), else English. Absent for internal jobs.
   */
  readonly language?: LanguageCode;
}
