import { useState } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';

/** A header-safe name from Content-Disposition, else the one given. */
function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const name = contentDisposition ? /filename="([^"]+)"/.exec(contentDisposition)?.[1] : undefined;
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/**
 * Downloads a statement's PDF. The call needs the bearer token, which a plain link cannot send, so the file is
 * fetched with it and handed to the browser from an object URL. Nothing is cached (the answer is no-store).
 * `failed` names the download that failed, for the row's message.
 */
export function useStatementDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const download = async (path: string, fallbackName: string) => {
    setBusy(path);
    setFailed(null);
    try {
      const token = readStorage(storageKeys.authToken);
      const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`statement answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
    } catch {
      setFailed(path);
    } finally {
      setBusy(null);
    }
  };

  return { download, busy, failed };
}
