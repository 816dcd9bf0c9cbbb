import { useQuery } from '@apollo/client/react';
import { CalculateInvestmentDocument } from '../../../graphql/generated';

export interface CalculatorInputs {
  /** USD, as typed; empty while the field is empty. */
  amount: string;
  /** Annual return in percent: 12, 16 or 20. */
  returnRate: string;
  /** Months: 18, 24, 36 or 48. */
  timeline: string;
}

/** What the calculator shows first (the landing page's server render asks for this projection before it draws). */
export const CALCULATOR_DEFAULTS: CalculatorInputs = { amount: '10000', returnRate: '16', timeline: '24' };

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** The query input, or null while a field is empty or not a valid value (investor spec §5: no call then). */
export function toCalculatorInput(inputs: CalculatorInputs) {
  const amount = inputs.amount.trim();
  if (!AMOUNT.test(amount) || Number(amount) <= 0) return null;
  if (!/^\d+$/.test(inputs.returnRate) || !/^\d+$/.test(inputs.timeline)) return null;
  return { amount, returnRate: inputs.returnRate, timeline: Number(inputs.timeline) };
}

export function useInvestmentProjection(inputs: CalculatorInputs) {
  const input = toCalculatorInput(inputs);
  const { data, previousData, loading, error } = useQuery(CalculateInvestmentDocument, {
    variables: { input: input ?? { amount: '0', returnRate: '0', timeline: 0 } },
    skip: input === null,
  });
  return {
    ready: input !== null,
    projection: (data ?? previousData)?.calculateInvestment,
    loading,
    error,
  };
}
