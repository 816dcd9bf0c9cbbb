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
      readonly at: Date;
    }
  | {
      readonly type: 'notification.created';
      readonly userId: number;
      readonly notificationId: number;
      readonly at: Date;
    };

export interface EventPublisher {
  publish(event: DomainEvent): Promise<void>;
}
