import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyKycDocument, StartKycDocument, type KycState_StateFragment } from '../../../graphql/generated';

/** startKyc: asks the server whether a submission may start now; the answer replaces the cached state. */
export function useStartKyc() {
  const [mutate, { loading }] = useMutation(StartKycDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyKycDocument, data: { myKyc: data.startKyc } });
    },
  });
  const start = useCallback(async (): Promise<KycState_StateFragment> => {
    const { data } = await mutate();
    if (!data) throw new Error('startKyc returned no data');
    return data.startKyc;
  }, [mutate]);
  return { start, starting: loading };
}
