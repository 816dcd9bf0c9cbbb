import { useCallback } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** POST /api/contact with the JSON body {name, email, phone, subject, message}; throws on a non-2xx answer. */
export function useSendContact() {
  return useCallback(async (message: ContactMessage): Promise<void> => {
    const token = readStorage(storageKeys.authToken);
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(message),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new Error(`${response.status}: ${text || response.statusText}`);
    }
  }, []);
}
