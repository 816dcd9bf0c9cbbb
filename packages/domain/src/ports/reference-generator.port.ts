/** Payment references quoted in payment instructions: unique, short enough to type on a bank transfer. */
export interface ReferenceGenerator {
  nextPaymentReference(): Promise<string>;
}
