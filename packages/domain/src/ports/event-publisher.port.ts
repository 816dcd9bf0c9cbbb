/**
 * What happened in the domain. Use cases publish inside their transaction (the adapter writes an event
 * outbox), so an event exists exactly when the change it describes was stored; notifications and live
 * updates consume them later. Use cases never know who listens.
 */
export type DomainEvent =
  | {
      readonly type: 'application.changed';
      readonly applicationId: number;
      readonly userId: number;
      readonly from: string | null;
      readonly to: string;
      readonly at: Date;
    }
  | {
      readonly type: 'investment.changed';
      readonly investmentId: number;
      readonly userId: number;
      readonly unitId: number;
      readonly from: string | null;
      readonly to: string;
      readonly at: Date;
    }
  | {
      readonly type: 'unit.changed';
      readonly unitId: number;
      readonly from: string;
      readonly to: string;
      readonly at: Date;
    }
  | {
      readonly type: 'kyc.changed';
      readonly kycId: number;
      readonly userId: number;
      readonly from: string | null;
      readonly to: string;
      /**
       * What the investor is told with the decision: the rejection reason (to `rejected`) or the reviewer's
       * request (to `requires_additional_info`); null otherwise. Absent in events stored before issue 18.
       */
      readonly reason?: string | null;
      readonly at: Date;
    }
  | {
      readonly type: 'application.received';
      readonly applicationId: number;
      readonly userId: number;
      readonly projectId: number;
      readonly unitId: number | null;
      readonly interestAmount: string;
      readonly at: Date;
    }
  | {
      readonly type: 'application.approved' | 'application.rejected';
      readonly applicationId: number;
      readonly userId: number;
      readonly reason: string | null;
      readonly at: Date;
    }
  | {
      readonly type: 'payment.instructions_issued';
      readonly investmentId: number;
      readonly applicationId: number | null;
      readonly userId: number;
      readonly amount: string;
      readonly reference: string;
      readonly dueAt: Date;
      readonly at: Date;
    }
  | {
      readonly type: 'payment.confirmed';
      readonly investmentId: number;
      readonly userId: number;
      readonly unitId: number;
      readonly amount: string;
      readonly at: Date;
    }
  | {
      readonly type: 'payment.window_expiring' | 'payment.window_expired';
      readonly investmentId: number;
      readonly userId: number;
      readonly dueAt: Date;
      readonly at: Date;
    }
  | {
      readonly type: 'unit.sold';
      readonly unitId: number;
      readonly soldPrice: string;
      readonly profitGenerated: string;
      /** What each investor received; the developer keeps the unfunded part's profit. */
      readonly shares: readonly {
        readonly investmentId: number;
        readonly userId: number;
        readonly profitShare: string;
        readonly currentValue: string;
      }[];
      readonly developerShare: string;
      readonly at: Date;
    }
  | {
      readonly type: 'project.update_posted';
      readonly projectId: number;
      readonly updateId: number;
      readonly title: string;
      /** progress, milestone, completion or alert. Absent in events stored before issue 18. */
      readonly updateType?: string;
      /** The project's investors and applicants when it was posted (their notifications are made from this). */
      readonly recipients: readonly number[];
      readonly at: Date;
    }
  | {
      /**
       * Sessions of a user ended (sign-out, sign-out everywhere, password change or reset, deactivation): live
       * connections opened with them are closed. `sessionIds` lists the ended sessions; null means every session
       * of the user except `keptSessionId` (null: all of them).
       */
      readonly type: 'sessions.ended';
      readonly userId: number;
      readonly sessionIds: readonly number[] | null;
      readonly keptSessionId: number | null;
      readonly reason:
        'signed_out' | 'signed_out_elsewhere' | 'password_changed' | 'password_reset' | 'deactivated' | 'role_changed';
      readonly at: Date;
    }
  | {
      /**
       * A visitor sent the contact form (admins are notified). Only what the notification shows: the full
       * message, with the sender's address, goes by mail to the contact inbox and the admins.
       */
      readonly type: 'contact.message_received';
      readonly senderName: string;
      readonly subject: string;
      readonly at: Date;
    }
  | {
      /**
       * A visitor expressed interest in the assistant chat (investor spec §5; admins are notified). Only what
       * the notification shows: the contact details are on the chat lead, for admins.
       */
      readonly type: 'chat.interest_received';
      readonly leadId: number;
      readonly visitorName: string;
      /** Decimal string, in `currency` as the visitor gave it. */
      readonly amount: string;
      readonly currency: string;
      readonly projectTitle: string | null;
      readonly contactPreference: string;
      readonly at: Date;
    }
  | {
      readonly type: 'notification.created';
      readonly userId: number;
      readonly notificationId: number;
      readonly at: Date;
    }
  | {
      /**
       * An admin recorded the payout of a sold position (issue 19): the investor's "Paid on …". For the
       * notification and mail consumers; `paidOn` is the day in Accra (`YYYY-MM-DD`).
       */
      readonly type: 'payout.recorded';
      readonly payoutId: number;
      readonly investmentId: number;
      readonly userId: number;
      readonly unitId: number;
      readonly amount: string;
      readonly method: string;
      readonly reference: string;
      readonly paidOn: string;
      readonly at: Date;
    };

export interface EventPublisher {
  publish(event: DomainEvent): Promise<void>;
}
