import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  OnlinePaymentOptionsDocument,
  StartPaymentCheckoutDocument,
  type StartPaymentCheckoutMutation,
} from '../../../graphql/generated';
import type { PayOnlineCurrency } from '../pay-online-rules';

export type StartedCheckout = StartPaymentCheckoutMutation['startPaymentCheckout'];

/** Whether paying online is offered, and starting a checkout (the quote is locked by the server). */
export function usePayOnline() {
  const options = useQuery(OnlinePaymentOptionsDocument, { fetchPolicy: 'cache-first' });
  const [mutate, { loading }] = useMutation(StartPaymentCheckoutDocument);
  const start = useCallback(
    async (investmentId: number, currency: PayOnlineCurrency): Promise<StartedCheckout> => {
      const { data } = await mutate({ variables: { input: { investmentId, currency } } });
      if (!data) throw new Error('startPaymentCheckout returned no data');
      return data.startPaymentCheckout;
    },
    [mutate],
  );
  return {
    available: options.data?.onlinePaymentOptions.available ?? false,
    optionsLoading: options.loading,
    start,
    starting: loading,
  };
}
