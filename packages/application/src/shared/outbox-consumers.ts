import { NOTIFYING_EVENT_TYPES } from '@cobuy/domain';
import { KYC_DECISIONS_CONSUMER, KYC_DECISIONS_EVENT_TYPES } from '../investing/kyc-decisions.consumer.js';
import { LIVE_EVENT_TYPES, LIVE_RELAY_CONSUMER } from '../live/relay-live-updates/relay-live-updates.consumer.js';
import { NOTIFICATIONS_CONSUMER } from '../notifications/make-notifications/make-notifications.consumer.js';

/**
 * Every consumer of the outbox and the event types it takes, as its feed reads them: what the operations metrics
 * count as each one's backlog (docs/operations.md, "Metrics"). A new consumer is added here.
 */
export const OUTBOX_CONSUMERS: readonly { readonly name: string; readonly types: readonly string[] }[] = [
  { name: NOTIFICATIONS_CONSUMER, types: NOTIFYING_EVENT_TYPES },
  { name: KYC_DECISIONS_CONSUMER, types: KYC_DECISIONS_EVENT_TYPES },
  { name: LIVE_RELAY_CONSUMER, types: LIVE_EVENT_TYPES },
];
