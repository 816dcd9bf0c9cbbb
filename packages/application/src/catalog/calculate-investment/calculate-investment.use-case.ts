import { ok, Percentage, projectInvestment, type InvestmentProjection, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { moneyInput, percentageInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';

const MAX_RATE = Percentage.of('100');

export const calculateInvestmentInput = z.object({
  amount: moneyInput.refine((m) => !m.isZero(), 'must be greater than 0'),
  returnRate: percentageInput.refine((p) => p.compare(MAX_RATE) <= 0, 'must be at most 100'),
  timeline: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+\s*$/, 'must be a whole number of months')
          .transform(Number),
      ],
      {
        error: 'must be a whole number of months',
      },
    )
    .pipe(
      z
        .number()
        .int('must be a whole number of months')
        .min(1, 'must be at least 1 month')
        .max(120, 'must be at most 120 months'),
    ),
});
export type CalculateInvestmentInput = z.output<typeof calculateInvestmentInput>;

/** The landing page's calculator (formula in docs/domain.md). */
export class CalculateInvestment implements UseCase<CalculateInvestmentInput, InvestmentProjection> {
  readonly name = 'CalculateInvestment';
  readonly access = 'public';
  readonly input = calculateInvestmentInput;

  async execute(
    _ctx: RequestContext,
    input: CalculateInvestmentInput,
  ): Promise<Result<InvestmentProjection, AppError>> {
    return ok(projectInvestment({ amount: input.amount, annualRatePercent: input.returnRate, months: input.timeline }));
  }
}
