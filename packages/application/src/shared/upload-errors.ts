/**
 * Refusals of an upload (multipart/form-data) before any use case sees it: a file over its size limit
 * (refused while it streams) and a request that is not multipart/form-data at all. A file of the wrong
 * type is bad input (`VALIDATION.INVALID_INPUT` on its field).
 */
export type UploadErrorCode = 'UPLOAD.TOO_LARGE' | 'UPLOAD.NOT_MULTIPART';
