/** Codes shared by every context. */
export type CommonErrorCode =
  | 'VALIDATION.INVALID_INPUT'
  | 'AUTH.UNAUTHENTICATED'
  | 'AUTH.FORBIDDEN'
  | 'RESOURCE.NOT_FOUND'
  /** Four eyes (rules §5): an admin deciding on their own record; another admin must (403). */
  | 'AUTH.OWN_DECISION_FORBIDDEN';
