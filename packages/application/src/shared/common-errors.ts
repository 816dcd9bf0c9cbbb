/** Codes shared by every context. */
export type CommonErrorCode =
  'VALIDATION.INVALID_INPUT' | 'AUTH.UNAUTHENTICATED' | 'AUTH.FORBIDDEN' | 'RESOURCE.NOT_FOUND';
