import type { PaymentDetails, RateLimitPolicy, RateLimiter, UnitOfWork } from '@cobuy/domain';

/** What the investing use cases are built from; the composition root supplies the adapters. */
export interface InvestingDeps {
  readonly uow: UnitOfWork;
  /** The bank account payment instructions quote (configuration). */
  readonly paymentDetails: PaymentDetails;
  readonly rateLimiter: RateLimiter;
  readonly limits: InvestingRateLimits;
}

/**
 * Per-investor brakes on the calls that create records (docs/investing.md). Every call counts, refused ones
 * too: the reservation limit decides what an investor may hold, these how fast anyone may ask.
 */
export interface InvestingRateLimits {
  /** Direct investments (POST /api/investments, createInvestment). */
  readonly createInvestmentPerUser: RateLimitPolicy;
  /** Interests (POST /api/project-interests, expressInterest): one call per selected unit. */
  readonly expressInterestPerUser: RateLimitPolicy;
}

const TEN_MINUTES = 10 * 60;
export const DEFAULT_INVESTING_RATE_LIMITS: InvestingRateLimits = {
  createInvestmentPerUser: {
    name: 'invest-user',
    points: 30,
    durationSeconds: TEN_MINUTES,
    blockSeconds: TEN_MINUTES,
  },
  expressInterestPerUser: {
    name: 'interest-user',
    points: 30,
    durationSeconds: TEN_MINUTES,
    blockSeconds: TEN_MINUTES,
  },
};
