import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { englishIntl } from '../i18n/testing/english-intl';
import { isRateLimited, isUnauthenticated, rateLimitMessage, readApiFailure } from './api-error';

describe('readApiFailure', () => {
  it('reads code, status, fields and the retry delay from GraphQL extensions', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Too many attempts. Try again in 15 minutes.',
          extensions: { code: 'ACCOUNTS.RATE_LIMITED', status: 429, details: { retryAfterSeconds: 840 } },
        },
      ],
    });
    const failure = readApiFailure(error);
    expect(failure).toMatchObject({ code: 'ACCOUNTS.RATE_LIMITED', status: 429, retryAfterSeconds: 840 });
    expect(isRateLimited(failure)).toBe(true);
    expect(rateLimitMessage(englishIntl, failure.retryAfterSeconds)).toBe(
      'Too many attempts. Try again in 14 minutes.',
    );

    const taken = readApiFailure(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'An account with this email already exists',
            extensions: {
              code: 'ACCOUNTS.EMAIL_TAKEN',
              fields: { email: 'An account with this email already exists' },
            },
          },
        ],
      }),
    );
    expect(taken.fields).toEqual({ email: 'An account with this email already exists' });

    const full = readApiFailure(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Only 18,600.00 USD remains in this unit',
            extensions: { code: 'INVESTMENT.CAPACITY_EXCEEDED', status: 409, details: { remaining: '18600.00' } },
          },
        ],
      }),
    );
    expect(full.details).toEqual({ remaining: '18600.00' });
  });

  it('reads a REST-shaped body and the Retry-After header of an HTTP error', () => {
    const response = new Response('', { status: 429, headers: { 'Retry-After': '61' } });
    const body = JSON.stringify({ message: 'Too many attempts.', code: 'ACCOUNTS.RATE_LIMITED' });
    const failure = readApiFailure(new ServerError('429', { response, bodyText: body }));
    expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 61, network: false });
    expect(rateLimitMessage(englishIntl, failure.retryAfterSeconds)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(rateLimitMessage(englishIntl, 30)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('tells an expired or revoked token from a wrong password', () => {
    const unauthenticated = new CombinedGraphQLErrors({
      errors: [{ message: 'Sign in first', extensions: { code: 'AUTH.UNAUTHENTICATED', status: 401 } }],
    });
    const wrongPassword = new CombinedGraphQLErrors({
      errors: [
        { message: 'Invalid email or password', extensions: { code: 'ACCOUNTS.INVALID_CREDENTIALS', status: 401 } },
      ],
    });
    expect(isUnauthenticated(readApiFailure(unauthenticated))).toBe(true);
    expect(isUnauthenticated(readApiFailure(wrongPassword))).toBe(false);
    expect(readApiFailure(new TypeError('Failed to fetch')).network).toBe(true);
  });
});
