import { useState } from 'react';
import type { AuditRecordFilter } from '../../../graphql/generated';
import { readRestFailure } from '../../../lib/api-error';
import { readStorage, storageKeys } from '../../../lib/storage';
import { auditCsvPath, downloadNameOf } from '../audit-rules';

export class AuditExportFailed extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'The export failed');
  }
}

/**
 * Downloads the audit CSV for the current filters. The call needs the bearer token, which a plain link cannot
 * send, so the file is fetched with it and handed to the browser as a download from an object URL.
 * Resolves with whether the server cut the export at its row limit.
 */
export function useAuditCsvExport() {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async (filter: AuditRecordFilter): Promise<{ truncated: boolean }> => {
    setExporting(true);
    try {
      const token = readStorage(storageKeys.authToken);
      const response = await fetch(auditCsvPath(filter), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        throw new AuditExportFailed(readRestFailure(response.status, await response.text()).message);
      }
      const url = URL.createObjectURL(await response.blob());
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = downloadNameOf(response.headers.get('Content-Disposition'));
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        // The click has handed the file to the browser; the URL is not needed after this turn.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
      return { truncated: response.headers.get('X-Truncated') === 'true' };
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, exporting };
}
