import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { CurrencyRateHistoryDocument, SetCurrencyRateDocument } from '../../../graphql/generated';

/**
 * Sets a rate. The answer is a `Currency` (keyed by code in the Apollo cache), so the whole app's conversions
 * take the new rate at once; the currency's history is asked again.
 */
export function useSetCurrencyRate() {
  const [mutate, { loading }] = useMutation(SetCurrencyRateDocument);
  const setRate = useCallback(
    async (code: string, rate: string) => {
      const { data } = await mutate({
        variables: { code, rate },
        refetchQueries: [{ query: CurrencyRateHistoryDocument, variables: { code } }],
        awaitRefetchQueries: true,
      });
      return data!.setCurrencyRate;
    },
    [mutate],
  );
  return { setRate, saving: loading };
}

/** A currency's changes, newest first (at most 100). */
export function useCurrencyRateHistory(code: string) {
  const { data, error, refetch } = useQuery(CurrencyRateHistoryDocument, {
    variables: { code },
    fetchPolicy: 'cache-and-network',
  });
  return { changes: data?.currencyRateHistory ?? null, error, refetch };
}
