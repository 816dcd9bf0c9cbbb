import { formatMoney } from '../money/currency.js';
import { Money } from '../money/money.js';
import { PAYOUT_METHOD_LABELS, type PayoutMethod } from '../payout/payout.js';
import { SignedMoney } from '../money/signed-money.js';
import type { DomainEvent } from '../ports/event-publisher.port.js';
import { localized, type LocalizedText, type MessageArgument } from '../i18n/localized-text.js';
import { NOTIFICATION_LIMITS, type NotificationDraft, type NotificationType } from './notification.js';
import type { NotificationSubject, SubjectBook, SubjectIds } from './notification.repository.port.js';

/** Sale statements are issued with the sale (issue 22 item 5): the notification says where to find them. */
const STATEMENT_READY = 'Your sale statement (PDF) is under Statements on your dashboard.';

/** The events that make notifications (product rules §6); the consumer reads only these. */
export const NOTIFYING_EVENT_TYPES = [
  'application.received',
  'application.approved',
  'application.rejected',
  'kyc.changed',
  'payment.instructions_issued',
  'payment.confirmed',
  'payment.window_expiring',
  'payment.window_expired',
  'project.update_posted',
  'unit.sold',
  'contact.message_received',
  'chat.interest_received',
  'payout.recorded',
] as const satisfies readonly DomainEvent['type'][];
export type NotifyingEvent = Extract<DomainEvent, { type: (typeof NOTIFYING_EVENT_TYPES)[number] }>;

/** Who else and what else an event's notifications need, read when the event is consumed. */
export interface NotificationContext {
  /** Every active admin, when the event is consumed. */
  readonly adminIds: readonly number[];
  readonly subjects: SubjectBook;
}

/** Amounts are stored in USD, the unit of account (no display currency is kept server-side): "USD 25,000.00". */
const usd = (amount: string | Money | SignedMoney): string => {
  if (amount instanceof SignedMoney) return `USD ${amount.isNegative() ? '-' : ''}${formatMoney(amount.abs())}`;
  return `USD ${formatMoney(typeof amount === 'string' ? Money.of(amount) : amount)}`;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "4 Dec 2026" from an Accra calendar day `YYYY-MM-DD` (Accra is on UTC all year). */
const day = (isoDay: string): string => {
  const [year, month, date] = isoDay.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};

/** "3 Dec 2026, 14:00 UTC": the server does not know the reader's time zone, so it says which it uses. */
const when = (at: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
};

/** Keeps text inside the stored bounds, cutting at a word where it can. */
const fit = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
};

/** "East Legon Heights, unit A-12" or "East Legon Heights"; `fallback` when the record is gone. */
const named = (subject: NotificationSubject | undefined, fallback: string): string =>
  subject
    ? subject.unitNumber
      ? `${subject.projectTitle}, unit ${subject.unitNumber}`
      : subject.projectTitle
    : fallback;

/** The same subject for the catalogs: drawn in the reader's language (docs/i18n.md, "On the server"). */
const namedText = (subject: NotificationSubject | undefined, fallbackId: string): MessageArgument =>
  subject
    ? subject.unitNumber
      ? {
          text: localized('notifications.subject.unit', {
            projectTitle: subject.projectTitle,
            unitNumber: subject.unitNumber,
          }),
        }
      : subject.projectTitle
    : { text: localized(`notifications.fallback.${fallbackId}`) };

const money = (amount: string | Money | SignedMoney): MessageArgument => ({
  money: typeof amount === 'string' ? amount : amount.toString(),
  currency: 'USD',
});
const at = (instant: Date): MessageArgument => ({ at: instant.toISOString() });

/** The title and message by catalog id (`notifications.<key>.title`, `.message` or `.messageReason`). */
const texts = (
  key: string,
  values: Readonly<Record<string, MessageArgument>> = {},
  options: { readonly reason?: string | null; readonly titleValues?: Readonly<Record<string, MessageArgument>> } = {},
): Localized => {
  const reason = options.reason?.trim();
  return {
    title: localized(`notifications.${key}.title`, options.titleValues),
    message: reason
      ? localized(`notifications.${key}.messageReason`, { ...values, reason })
      : localized(`notifications.${key}.message`, values),
  };
};

/** The ids an event batch names, for one look-up of their names. */
export function subjectIdsOf(events: readonly NotifyingEvent[]): SubjectIds {
  const ids = { applicationIds: new Set<number>(), investmentIds: new Set<number>(), unitIds: new Set<number>() };
  const projectIds = new Set<number>();
  for (const e of events) {
    if ('applicationId' in e && typeof e.applicationId === 'number') ids.applicationIds.add(e.applicationId);
    if ('investmentId' in e) ids.investmentIds.add(e.investmentId);
    if (e.type === 'unit.sold' || e.type === 'payment.confirmed') ids.unitIds.add(e.unitId);
    if (e.type === 'project.update_posted') projectIds.add(e.projectId);
  }
  return {
    applicationIds: [...ids.applicationIds],
    investmentIds: [...ids.investmentIds],
    unitIds: [...ids.unitIds],
    projectIds: [...projectIds],
  };
}

type Localized = { readonly title: LocalizedText; readonly message: LocalizedText };
/** The English text (stored as it always was) and the same by catalog id, for readers of other languages. */
type Text = {
  readonly type: NotificationType;
  readonly title: string;
  readonly message: string;
  readonly text: Localized;
};

const reasonSentence = (reason: string | null | undefined, label: string): string =>
  reason && reason.trim() ? ` ${label}: ${reason.trim()}` : '';

const UPDATE_TYPES: Readonly<Record<string, NotificationType>> = {
  milestone: 'milestone',
  completion: 'completion',
  alert: 'alert',
};

/** What the investor the event is about is told, or null when it is not told anything. */
function forInvestor(event: NotifyingEvent, subjects: SubjectBook): Text | null {
  switch (event.type) {
    case 'application.received': {
      const what = named(subjects.applications.get(event.applicationId), 'your chosen project');
      return {
        type: 'other',
        title: 'Application received',
        message: `We received your application for ${what} (${usd(event.interestAmount)}). We will review it and let you know the outcome here.`,
        text: texts('applicationReceived', {
          what: namedText(subjects.applications.get(event.applicationId), 'chosenProject'),
          amount: money(event.interestAmount),
        }),
      };
    }
    case 'application.approved': {
      const what = named(subjects.applications.get(event.applicationId), 'your chosen project');
      return {
        type: 'milestone',
        title: 'Application approved',
        message: `Your application for ${what} was approved. Your dashboard shows the next step.`,
        text: texts('applicationApproved', {
          what: namedText(subjects.applications.get(event.applicationId), 'chosenProject'),
        }),
      };
    }
    case 'application.rejected': {
      const what = named(subjects.applications.get(event.applicationId), 'your chosen project');
      return {
        type: 'alert',
        title: 'Application not approved',
        message: `Your application for ${what} was not approved.${reasonSentence(event.reason, 'Reason')}`,
        text: texts(
          'applicationRejected',
          { what: namedText(subjects.applications.get(event.applicationId), 'chosenProject') },
          { reason: event.reason },
        ),
      };
    }
    case 'kyc.changed':
      switch (event.to) {
        case 'approved':
          return {
            type: 'milestone',
            title: 'Identity verified',
            message: 'Your identity verification (KYC) was approved. You can now invest; it is valid for 2 years.',
            text: texts('kycApproved'),
          };
        case 'rejected':
          return {
            type: 'alert',
            title: 'Identity verification not approved',
            message: `Your identity verification (KYC) was not approved.${reasonSentence(event.reason, 'Reason')} You can correct your documents and submit again.`,
            text: texts('kycRejected', {}, { reason: event.reason }),
          };
        case 'requires_additional_info':
          return {
            type: 'alert',
            title: 'More information needed for your verification',
            message: `We need more information to verify your identity (KYC).${reasonSentence(event.reason, 'What we need')} Please update your submission.`,
            text: texts('kycInfo', {}, { reason: event.reason }),
          };
        default:
          return null;
      }
    case 'payment.instructions_issued': {
      const what = named(subjects.investments.get(event.investmentId), 'your investment');
      return {
        type: 'alert',
        title: 'Payment instructions',
        message: `Please pay ${usd(event.amount)} for ${what} with the reference ${event.reference} by ${when(event.dueAt)}. The bank details are on your dashboard.`,
        text: texts('paymentInstructions', {
          amount: money(event.amount),
          what: namedText(subjects.investments.get(event.investmentId), 'investment'),
          reference: event.reference,
          dueAt: at(event.dueAt),
        }),
      };
    }
    case 'payment.confirmed': {
      const what = named(subjects.investments.get(event.investmentId), 'your investment');
      return {
        type: 'completion',
        title: 'Payment confirmed',
        message: `We received your payment of ${usd(event.amount)} for ${what}. Your investment is now active.`,
        text: texts('paymentConfirmed', {
          amount: money(event.amount),
          what: namedText(subjects.investments.get(event.investmentId), 'investment'),
        }),
      };
    }
    case 'payment.window_expiring': {
      const what = named(subjects.investments.get(event.investmentId), 'your investment');
      return {
        type: 'alert',
        title: 'Payment due soon',
        message: `Your payment window for ${what} closes on ${when(event.dueAt)}. Pay before then to keep your place.`,
        text: texts('paymentExpiring', {
          what: namedText(subjects.investments.get(event.investmentId), 'investment'),
          dueAt: at(event.dueAt),
        }),
      };
    }
    case 'payment.window_expired': {
      const what = named(subjects.investments.get(event.investmentId), 'your investment');
      return {
        type: 'alert',
        title: 'Payment window closed',
        message: `The payment window for ${what} closed on ${when(event.dueAt)} without a confirmed payment, so the reservation was released.`,
        text: texts('paymentExpired', {
          what: namedText(subjects.investments.get(event.investmentId), 'investment'),
          dueAt: at(event.dueAt),
        }),
      };
    }
    case 'payout.recorded': {
      const what = named(subjects.investments.get(event.investmentId), 'your sold investment');
      const method = PAYOUT_METHOD_LABELS[event.method as PayoutMethod] ?? event.method;
      return {
        type: 'completion',
        title: 'Payout sent',
        message: `We paid you ${usd(event.amount)} for ${what} on ${day(event.paidOn)} by ${method.toLowerCase()} (reference ${event.reference}).`,
        text: texts('payout', {
          amount: money(event.amount),
          what: namedText(subjects.investments.get(event.investmentId), 'soldInvestment'),
          day: { day: event.paidOn },
          method: event.method,
          reference: event.reference,
        }),
      };
    }
    default:
      return null;
  }
}

/** What every active admin is told, or null. */
function forAdmins(event: NotifyingEvent, subjects: SubjectBook): Text | null {
  switch (event.type) {
    case 'application.received': {
      const what = named(subjects.applications.get(event.applicationId), `project #${event.projectId}`);
      return {
        type: 'other',
        title: 'New application',
        message: `Application #${event.applicationId} for ${what}: ${usd(event.interestAmount)}. It is waiting for review.`,
        text: texts('admin.applicationReceived', {
          applicationId: event.applicationId,
          what: subjects.applications.get(event.applicationId)
            ? namedText(subjects.applications.get(event.applicationId), 'projectNumber')
            : { text: localized('notifications.fallback.projectNumber', { projectId: event.projectId }) },
          amount: money(event.interestAmount),
        }),
      };
    }
    case 'kyc.changed':
      return event.to === 'pending'
        ? {
            type: 'other',
            title: 'New KYC submission',
            message: `Verification #${event.kycId} was submitted and is waiting for review.`,
            text: texts('admin.kycSubmitted', { kycId: event.kycId }),
          }
        : null;
    case 'contact.message_received':
      return {
        type: 'other',
        title: 'New contact message',
        message: `${event.senderName} wrote about "${event.subject}". The full message is in the contact inbox.`,
        text: texts('admin.contact', { senderName: event.senderName, topic: event.subject }),
      };
    case 'chat.interest_received':
      return {
        type: 'other',
        title: 'New chat interest',
        message:
          `${event.visitorName} is interested${event.projectTitle ? ` in ${event.projectTitle}` : ''}: ` +
          `${event.currency} ${formatMoney(Money.of(event.amount))}, contact by ${event.contactPreference}. ` +
          `See Chat Leads (lead #${event.leadId}).`,
        text: {
          title: localized('notifications.admin.chatInterest.title'),
          message: localized(
            event.projectTitle
              ? 'notifications.admin.chatInterest.messageProject'
              : 'notifications.admin.chatInterest.message',
            {
              visitorName: event.visitorName,
              ...(event.projectTitle ? { projectTitle: event.projectTitle } : {}),
              amount: { money: event.amount, currency: event.currency },
              contact: event.contactPreference,
              leadId: event.leadId,
            },
          ),
        },
      };
    default:
      return null;
  }
}

const draft = (userId: number, sourceKey: string, text: Text): NotificationDraft => ({
  userId,
  sourceKey,
  type: text.type,
  title: fit(text.title, NOTIFICATION_LIMITS.title),
  message: fit(text.message, NOTIFICATION_LIMITS.message),
  text: text.text,
});

/**
 * The notifications one stored event makes, for exactly the people it concerns (product rules §6): the
 * investor for their own applications, KYC, payments and windows; everyone the update names for a project
 * update; each investor of a sold unit for their own profit (one notification even with several stakes);
 * every active admin for a new application, a KYC submission or a contact message. Each carries a source key
 * made from the event id, so the event makes it once whatever the retries.
 */
export function notificationsFor(
  stored: { readonly id: number; readonly event: NotifyingEvent },
  context: NotificationContext,
): NotificationDraft[] {
  const { id, event } = stored;
  const key = `event:${id}`;
  const drafts: NotificationDraft[] = [];
  const investor = forInvestor(event, context.subjects);
  if (investor && 'userId' in event) drafts.push(draft(event.userId, key, investor));

  if (event.type === 'project.update_posted') {
    const project = named(context.subjects.projects.get(event.projectId), 'a project you follow');
    const text: Text = {
      type: UPDATE_TYPES[event.updateType ?? ''] ?? 'other',
      title: `Project update: ${event.title}`,
      message: `${project} posted an update: "${event.title}". See the project page for the details.`,
      text: texts(
        'projectUpdate',
        {
          project: namedText(context.subjects.projects.get(event.projectId), 'followedProject'),
          updateTitle: event.title,
        },
        { titleValues: { updateTitle: event.title } },
      ),
    };
    for (const userId of new Set(event.recipients)) drafts.push(draft(userId, key, text));
  }

  if (event.type === 'unit.sold') {
    const unit = named(context.subjects.units.get(event.unitId), 'A unit you invested in');
    const perInvestor = new Map<number, { profit: SignedMoney; value: Money }>();
    for (const share of event.shares) {
      const sum = perInvestor.get(share.userId) ?? { profit: SignedMoney.ZERO, value: Money.ZERO };
      perInvestor.set(share.userId, {
        profit: sum.profit.add(SignedMoney.of(share.profitShare)),
        value: sum.value.add(Money.of(share.currentValue)),
      });
    }
    for (const [userId, sum] of perInvestor) {
      drafts.push(
        draft(userId, key, {
          type: 'completion',
          title: sum.profit.isNegative() ? 'Unit sold: your share of the loss' : 'Unit sold: your profit share',
          message: sum.profit.isNegative()
            ? `${unit} was sold for ${usd(event.soldPrice)}, at a loss. Your share of the loss is ${usd(sum.profit.abs())}, so your stake is now worth ${usd(sum.value)}. ${STATEMENT_READY}`
            : `${unit} was sold for ${usd(event.soldPrice)}. Your profit share is ${usd(sum.profit)}, so your stake is now worth ${usd(sum.value)}. ${STATEMENT_READY}`,
          text: {
            title: localized(
              sum.profit.isNegative() ? 'notifications.unitSold.titleLoss' : 'notifications.unitSold.titleProfit',
            ),
            message: localized(
              sum.profit.isNegative() ? 'notifications.unitSold.messageLoss' : 'notifications.unitSold.messageProfit',
              {
                unit: namedText(context.subjects.units.get(event.unitId), 'soldUnit'),
                soldPrice: money(event.soldPrice),
                share: money(sum.profit.abs()),
                value: money(sum.value),
              },
            ),
          },
        }),
      );
    }
  }

  const admin = forAdmins(event, context.subjects);
  if (admin) {
    for (const adminId of new Set(context.adminIds)) drafts.push(draft(adminId, `${key}:admin`, admin));
  }
  return drafts;
}
