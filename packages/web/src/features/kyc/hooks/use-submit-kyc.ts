import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MyKycDocument } from '../../../graphql/generated';
import { isUnauthenticated } from '../../../lib/api-error';
import { readStorage, storageKeys } from '../../../lib/storage';
import { handleUnauthenticated } from '../../session/session-store';
import type { KycFormValues } from '../kyc-schema';
import { kycFormData, uploadKyc, type KycUploadOutcome } from '../kyc-upload';

/**
 * POST /api/kyc/submit with the bearer token of the session, reporting upload progress (0-100, null when
 * idle); on success the KYC state is fetched again so every card shows the new status. A page left mid-upload
 * aborts it.
 */
export function useSubmitKyc() {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const submit = useCallback(
    async (values: KycFormValues): Promise<KycUploadOutcome> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const token = readStorage(storageKeys.authToken);
      setProgress(0);
      try {
        const outcome = await uploadKyc(
          kycFormData(values),
          token,
          (fraction) => setProgress(Math.round(fraction * 100)),
          controller.signal,
        );
        if (!outcome.ok && isUnauthenticated(outcome.failure)) handleUnauthenticated(token);
        if (outcome.ok) await client.refetchQueries({ include: [MyKycDocument] });
        return outcome;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        if (!controller.signal.aborted) setProgress(null);
      }
    },
    [client],
  );

  return { submit, progress };
}
