import { useEffect, useState } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';

interface Loaded {
  readonly url: string;
  readonly blobUrl: string | null;
  readonly contentType: string | null;
  readonly failed: boolean;
}

/**
 * One KYC document for the review panel. The document call needs the bearer token, which an <img src> cannot
 * send, so the bytes are fetched with it and shown from an object URL (revoked when the panel moves on).
 * Nothing is cached: the answer is `no-store`, and each view is audited by the server.
 */
export function useKycDocument(url: string) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let blobUrl: string | null = null;
    const token = readStorage(storageKeys.authToken);
    void (async () => {
      try {
        const response = await fetch(url, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`document answered ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        blobUrl = URL.createObjectURL(blob);
        setLoaded({ url, blobUrl, contentType: blob.type || null, failed: false });
      } catch {
        if (!controller.signal.aborted) setLoaded({ url, blobUrl: null, contentType: null, failed: true });
      }
    })();
    return () => {
      controller.abort();
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [url]);

  // An answer for a previous document is not this one's.
  const current = loaded?.url === url ? loaded : null;
  return {
    blobUrl: current?.blobUrl ?? null,
    contentType: current?.contentType ?? null,
    failed: current?.failed ?? false,
    loading: current === null,
  };
}
