import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { CatalogMiscResolver } from './catalog/catalog-misc.resolver.js';
import { ProjectConnectionResolver, ProjectResolver } from './catalog/project.resolver.js';
import { AccountsResolver } from './accounts/accounts.resolver.js';
import { ContactResolver } from './contact/contact.resolver.js';
import { CatalogAdminResolver } from './catalog-admin/catalog-admin.resolver.js';
import { DevelopersResolver } from './developers/developers.resolver.js';
import { KycResolver } from './kyc/kyc.resolver.js';
import { GoalsResolver } from './goals/goals.resolver.js';
import { DashboardResolver } from './investing/dashboard.resolver.js';
import { ReturnsResolver } from './returns/returns.resolver.js';
import { InvestmentConnectionResolver, InvestmentsResolver } from './investing/investments.resolver.js';
import { ProjectInterestConnectionResolver, ProjectInterestsResolver } from './investing/interests.resolver.js';
import { UnitSaleResolver } from './investing/unit-sale.resolver.js';
import { ProjectUpdatesResolver } from './project-updates/project-updates.resolver.js';
import { UsersResolver } from './users/users.resolver.js';
import { AuditResolver } from './audit/audit.resolver.js';
import { MailSettingsResolver } from './mail-settings/mail-settings.resolver.js';
import { ChatLeadsResolver } from './chat-leads/chat-leads.resolver.js';
import { AdminOverviewResolver } from './admin-overview/admin-overview.resolver.js';
import { PartnerKeysResolver } from './partner-keys/partner-keys.resolver.js';
import { ContentTranslationsResolver } from './content-translations/content-translations.resolver.js';
import { CurrenciesResolver } from './currencies/currencies.resolver.js';
import { NotificationsResolver } from './notifications/notifications.resolver.js';
import { StatementsResolver } from './statements/statements.resolver.js';
import { AccountSettingsResolver } from './account-settings/account-settings.resolver.js';
import { LiveResolver } from './live/live.resolver.js';
import { PaymentsResolver } from './payments/payments.resolver.js';

/** Every resolver class. Add new ones here; `npm run schema:emit` rewrites the committed schema.graphql. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const RESOLVERS: NonEmptyArray<Function> = [
  ProjectResolver,
  ProjectConnectionResolver,
  CatalogMiscResolver,
  AccountsResolver,
  ContactResolver,
  KycResolver,
  GoalsResolver,
  DashboardResolver,
  ReturnsResolver,
  ProjectInterestsResolver,
  ProjectInterestConnectionResolver,
  InvestmentsResolver,
  InvestmentConnectionResolver,
  UnitSaleResolver,
  UsersResolver,
  AuditResolver,
  ProjectUpdatesResolver,
  DevelopersResolver,
  CatalogAdminResolver,
  MailSettingsResolver,
  ChatLeadsResolver,
  AdminOverviewResolver,
  PartnerKeysResolver,
  CurrenciesResolver,
  ContentTranslationsResolver,
  NotificationsResolver,
  StatementsResolver,
  AccountSettingsResolver,
  LiveResolver,
  PaymentsResolver,
];

/**
 * type-graphql wants a PubSub once a schema has subscriptions; ours bring their own `subscribe` (a use case over
 * the live hub), so this one is never used and says so if it ever is.
 */
const NO_PUBSUB = {
  publish: () => {
    throw new Error('Subscriptions publish through the live updates port, not type-graphql');
  },
  subscribe: () => {
    throw new Error('Subscriptions subscribe through their own use case, not type-graphql');
  },
};

export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    // Validation happens in the use cases (zod), where both APIs share it.
    validate: false,
    emitSchemaFile: false,
    pubSub: NO_PUBSUB,
  });
}
