import { readRestFailure, type ApiFailure } from '../../lib/api-error';
import { KYC_FILE_FIELDS } from './kyc-files';
import { kycTextFields, type KycFormValues } from './kyc-schema';

const KYC_SUBMIT_PATH = '/api/kyc/submit';

export type KycUploadOutcome = { ok: true } | { ok: false; failure: ApiFailure };

/** The multipart body of POST /api/kyc/submit: the text fields as strings, then the picked documents. */
export function kycFormData(values: KycFormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(kycTextFields(values))) form.append(name, value);
  for (const field of KYC_FILE_FIELDS) {
    const picked = values[field];
    if (picked) form.append(field, picked.file, picked.file.name);
  }
  return form;
}

/**
 * Sends the submission with XMLHttpRequest rather than fetch, because only XHR reports upload progress
 * (`onProgress` gets 0..1). Resolves with the server's failure (status, message, field messages) rather than
 * throwing; a network failure or an abort is `network: true`.
 */
export function uploadKyc(
  body: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<KycUploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', KYC_SUBMIT_PATH);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true });
      } else {
        resolve({
          ok: false,
          failure: readRestFailure(xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After')),
        });
      }
    };
    xhr.onerror = () => resolve({ ok: false, failure: { network: true } });
    xhr.onabort = () => resolve({ ok: false, failure: { network: true } });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
