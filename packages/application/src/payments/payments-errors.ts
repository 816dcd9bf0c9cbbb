import { appError, type AppError } from '../shared/app-error.js';

export type PaymentsErrorCode =
  | 'PAYMENT.ONLINE_UNAVAILABLE'
  | 'PAYMENT.NOT_AWAITING_PAYMENT'
  | 'PAYMENT.PROVIDER_UNAVAILABLE'
  | 'PAYMENT.INVALID_SIGNATURE'
  | 'PAYMENT.CHECKOUT_NOT_FOUND'
  | 'PAYMENT.NOT_HELD'
  | 'PAYMENT.CANNOT_CONFIRM';

export const onlinePaymentUnavailable = (): AppError =>
  appError('PAYMENT.ONLINE_UNAVAILABLE', 'Paying online is not available: pay by bank transfer.');
export const providerUnavailable = (): AppError =>
  appError('PAYMENT.PROVIDER_UNAVAILABLE', 'The payment provider could not be reached. Try again in a moment.');
export const checkoutNotFound = (id: number): AppError =>
  appError('PAYMENT.CHECKOUT_NOT_FOUND', `Payment ${id} was not found`);
