import { Migration } from '@mikro-orm/migrations';

/**
 * The reconciliation list pages by key (issue 23; docs/api.md, "Lists that page"): newest first by a checkout's
 * start and an unmatched payment's receipt, then by id. One index per table answers each page's keyset read in
 * that order, however far into the list. (The KYC review queue already has kyc_verifications_review_queue_idx.)
 */
export class Migration20261126003200ReconciliationPaging extends Migration {
  override name = 'Migration20261126003200_reconciliation_paging';

  override up(): void {
    this.addSql('create index payment_checkouts_paging_idx on payment_checkouts (created_at, id)');
    this.addSql('create index unmatched_payments_paging_idx on unmatched_payments (received_at, id)');
  }

  override down(): void {
    this.addSql('drop index if exists unmatched_payments_paging_idx');
    this.addSql('drop index if exists payment_checkouts_paging_idx');
  }
}
