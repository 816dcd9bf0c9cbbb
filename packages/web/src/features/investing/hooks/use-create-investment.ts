import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateInvestmentDocument,
  type CreateInvestmentInput,
  type CreateInvestmentMutation,
} from '../../../graphql/generated';

export type CreatedInvestment = CreateInvestmentMutation['createInvestment'];

/**
 * createInvestment: a direct investment in one unit. The answer carries the status the server chose (awaiting
 * payment with its instructions, or pending KYC) for the dialog's payment step.
 */
export function useCreateInvestment() {
  const [mutate, { loading }] = useMutation(CreateInvestmentDocument);
  const invest = useCallback(
    async (input: CreateInvestmentInput): Promise<CreatedInvestment> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('createInvestment returned no data');
      return data.createInvestment;
    },
    [mutate],
  );
  return { invest, investing: loading };
}
