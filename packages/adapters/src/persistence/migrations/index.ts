import { Migration20261122000001Catalog } from './Migration20261122000001_catalog.js';
import { Migration20261122000100Accounts } from './Migration20261122000100_accounts.js';
import { Migration20261123000100OutboxSecrets } from './Migration20261123000100_outbox_secrets.js';
import { Migration20261123000200Kyc } from './Migration20261123000200_kyc.js';
import { Migration20261123000300FinancialGoals } from './Migration20261123000300_financial_goals.js';
import { Migration20261123000400Investing } from './Migration20261123000400_investing.js';
import { Migration20261123000500Developers } from './Migration20261123000500_developers.js';
import { Migration20261123000700AuditAppendOnly } from './Migration20261123000700_audit_append_only.js';
import { Migration20261123000800MailSettings } from './Migration20261123000800_mail_settings.js';
import { Migration20261123001000PartnerKeys } from './Migration20261123001000_partner_keys.js';
import { Migration20261123000900ChatLeads } from './Migration20261123000900_chat_leads.js';
import { Migration20261123001100PublicImages } from './Migration20261123001100_public_images.js';
import { Migration20261126000100OneOpenApplication } from './Migration20261126000100_one_open_application.js';
import { Migration20261126001200SettingsMail } from './Migration20261126001200_settings_mail.js';
import { Migration20261126000400StoredFileChunks } from './Migration20261126000400_stored_file_chunks.js';
import { Migration20261126001000Notifications } from './Migration20261126001000_notifications.js';
import { Migration20261126001010EventCheckpoints } from './Migration20261126001010_event_checkpoints.js';
import { Migration20261126001600UnitDescriptionRepeats } from './Migration20261126001600_unit_description_repeats.js';
import { Migration20261126002200PaymentCheckouts } from './Migration20261126002200_payment_checkouts.js';
import { Migration20261126001300Payouts } from './Migration20261126001300_payouts.js';
import { Migration20261126002100ChatLeadAccounts } from './Migration20261126002100_chat_lead_accounts.js';
import { Migration20261126002300AmlChecks } from './Migration20261126002300_aml_checks.js';
import { Migration20261126002000CurrencyRateHistory } from './Migration20261126002000_currency_rate_history.js';
import { Migration20261126002600ProjectSearchIndex } from './Migration20261126002600_project_search_index.js';
import { Migration20261126002400SaleSellingCosts } from './Migration20261126002400_sale_selling_costs.js';
import { Migration20261126002700PreferredLanguage } from './Migration20261126002700_preferred_language.js';
import { Migration20261126002710NotificationTexts } from './Migration20261126002710_notification_texts.js';
import { Migration20261126003300ProjectsListedIndex } from './Migration20261126003300_projects_listed_index.js';
import { Migration20261126002800HomeCurrency } from './Migration20261126002800_home_currency.js';
import { Migration20261126002900Statements } from './Migration20261126002900_statements.js';
import { Migration20261126003000ContentTranslations } from './Migration20261126003000_content_translations.js';
import { Migration20261126003100AdminListIndexes } from './Migration20261126003100_admin_list_indexes.js';
import { Migration20261126003200ReconciliationPaging } from './Migration20261126003200_reconciliation_paging.js';
import { Migration20261126003400ListTotals } from './Migration20261126003400_list_totals.js';

/**
 * Every migration, in order. Listed explicitly (not discovered from the file system) so the same list
 * runs from TypeScript sources under Vitest and from compiled JavaScript in production.
 * Add each new migration at the end; never edit one that has shipped.
 */
export const MIGRATIONS = [
  { name: 'Migration20261122000001_catalog', class: Migration20261122000001Catalog },
  { name: 'Migration20261122000100_accounts', class: Migration20261122000100Accounts },
  { name: 'Migration20261123000100_outbox_secrets', class: Migration20261123000100OutboxSecrets },
  { name: 'Migration20261123000200_kyc', class: Migration20261123000200Kyc },
  { name: 'Migration20261123000300_financial_goals', class: Migration20261123000300FinancialGoals },
  { name: 'Migration20261123000400_investing', class: Migration20261123000400Investing },
  { name: 'Migration20261123000500_developers', class: Migration20261123000500Developers },
  { name: 'Migration20261123000700_audit_append_only', class: Migration20261123000700AuditAppendOnly },
  { name: 'Migration20261123000800_mail_settings', class: Migration20261123000800MailSettings },
  { name: 'Migration20261123000900_chat_leads', class: Migration20261123000900ChatLeads },
  { name: 'Migration20261123001000_partner_keys', class: Migration20261123001000PartnerKeys },
  { name: 'Migration20261123001100_public_images', class: Migration20261123001100PublicImages },
  { name: 'Migration20261126000100_one_open_application', class: Migration20261126000100OneOpenApplication },
  { name: 'Migration20261126001200_settings_mail', class: Migration20261126001200SettingsMail },
  { name: 'Migration20261126000400_stored_file_chunks', class: Migration20261126000400StoredFileChunks },
  { name: 'Migration20261126001000_notifications', class: Migration20261126001000Notifications },
  { name: 'Migration20261126001010_event_checkpoints', class: Migration20261126001010EventCheckpoints },
  { name: 'Migration20261126001600_unit_description_repeats', class: Migration20261126001600UnitDescriptionRepeats },
  { name: 'Migration20261126001300_payouts', class: Migration20261126001300Payouts },
  { name: 'Migration20261126002300_aml_checks', class: Migration20261126002300AmlChecks },
  { name: 'Migration20261126002000_currency_rate_history', class: Migration20261126002000CurrencyRateHistory },
  { name: 'Migration20261126002600_project_search_index', class: Migration20261126002600ProjectSearchIndex },
  { name: 'Migration20261126002100_chat_lead_accounts', class: Migration20261126002100ChatLeadAccounts },
  { name: 'Migration20261126002200_payment_checkouts', class: Migration20261126002200PaymentCheckouts },
  { name: 'Migration20261126002400_sale_selling_costs', class: Migration20261126002400SaleSellingCosts },
  { name: 'Migration20261126002700_preferred_language', class: Migration20261126002700PreferredLanguage },
  { name: 'Migration20261126002800_home_currency', class: Migration20261126002800HomeCurrency },
  { name: 'Migration20261126002900_statements', class: Migration20261126002900Statements },
  { name: 'Migration20261126003000_content_translations', class: Migration20261126003000ContentTranslations },
  { name: 'Migration20261126002710_notification_texts', class: Migration20261126002710NotificationTexts },
  { name: 'Migration20261126003300_projects_listed_index', class: Migration20261126003300ProjectsListedIndex },
  { name: 'Migration20261126003100_admin_list_indexes', class: Migration20261126003100AdminListIndexes },
  { name: 'Migration20261126003200_reconciliation_paging', class: Migration20261126003200ReconciliationPaging },
  { name: 'Migration20261126003400_list_totals', class: Migration20261126003400ListTotals },
];
