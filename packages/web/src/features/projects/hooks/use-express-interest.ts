import { useCallback, useState } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';

export interface ExpressInterestInput {
  userId: number;
  projectId: number;
  /** USD, as a decimal string. */
  interestAmount: string;
  currency: string;
  contactPreference: 'email' | 'phone' | 'whatsapp';
  contactInfo: string;
  message?: string;
}

/** POST /api/project-interests (investor spec §7, the card's payload). */
export function useExpressInterest() {
  const [pending, setPending] = useState(false);
  const submit = useCallback(async (input: ExpressInterestInput): Promise<void> => {
    setPending(true);
    try {
      const token = readStorage(storageKeys.authToken);
      const response = await fetch('/api/project-interests', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(input),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`${response.status}: ${text || response.statusText}`);
      }
    } finally {
      setPending(false);
    }
  }, []);
  return { submit, pending };
}
