import { useState } from 'react';
import { readStorage, storageKeys } from '../../../lib/storage';
import { checkImageFile, uploadImageFile, type ImageUploadOutcome } from '../image-upload';

/**
 * Uploads a picked image for the Project and Unit forms: checked first (type, 5 MB), then sent with the
 * session's bearer token. `uploading` is true while the file travels.
 */
export function useImageUpload() {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File): Promise<ImageUploadOutcome> => {
    const refused = checkImageFile(file);
    if (refused) return { ok: false, message: refused };
    setUploading(true);
    try {
      return await uploadImageFile(file, readStorage(storageKeys.authToken));
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading };
}
