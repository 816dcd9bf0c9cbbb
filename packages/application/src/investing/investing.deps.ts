import type { PaymentDetails, UnitOfWork } from '@cobuy/domain';

/** What the investing use cases are built from; the composition root supplies the adapters. */
export interface InvestingDeps {
  readonly uow: UnitOfWork;
  /** The bank account payment instructions quote (configuration). */
  readonly paymentDetails: PaymentDetails;
}
