import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ExpressInterestDocument, type ExpressInterestInput } from '../../../graphql/generated';

/** expressInterest: records one application (investor spec §7); resolves once the server has it. */
export function useExpressInterest() {
  const [mutate] = useMutation(ExpressInterestDocument);
  const submit = useCallback(
    async (input: ExpressInterestInput): Promise<void> => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
  return { submit };
}
