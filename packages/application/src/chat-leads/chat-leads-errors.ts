import { appError, type AppError } from '../shared/app-error.js';

export type ChatLeadsErrorCode = 'CHAT_LEAD.NOT_FOUND';

export const chatLeadNotFound = (id: number): AppError =>
  appError('CHAT_LEAD.NOT_FOUND', `Chat lead ${id} was not found`, { details: { chatLeadId: id } });
