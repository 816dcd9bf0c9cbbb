/**
 * Refusals of an upload (multipart/form-data) before any use case sees it: a file over its size limit
 * (refused while it streams), a request that is not multipart/form-data at all, a caller with as many
 * uploads in flight as it may have (`TOO_MANY_AT_ONCE`), a server with as many as it takes (`BUSY`), and
 * a body that did not arrive in time (`TIMEOUT`). A file of the wrong type is bad input
 * (`VALIDATION.INVALID_INPUT` on its field).
 */
export type UploadErrorCode =
  'UPLOAD.TOO_LARGE' | 'UPLOAD.NOT_MULTIPART' | 'UPLOAD.TOO_MANY_AT_ONCE' | 'UPLOAD.BUSY' | 'UPLOAD.TIMEOUT';
