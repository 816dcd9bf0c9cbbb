import { schemaMessages as messages } from '../forms/testing/schema-messages';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_RESET,
  EMPTY_SIGN_UP,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  forgotPasswordSchema,
} from './account-schemas';

const goodSignUp = {
  firstName: 'Ama',
  lastName: 'Owusu',
  username: 'ama.o',
  email: 'ama@example.com',
  password: 'Labadi-Beach-42',
  confirmPassword: 'Labadi-Beach-42',
  acceptTerms: true,
};

describe('account form messages (accounts spec §5, product rules §4)', () => {
  it('sign up: the spec messages, with the password minimum raised to 8 on both password fields', async () => {
    expect(await messages(signUpSchema, goodSignUp)).toEqual({});
    expect(await messages(signUpSchema, EMPTY_SIGN_UP)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
      acceptTerms: 'You must accept the terms and conditions',
    });
    expect(await messages(signUpSchema, { ...goodSignUp, password: 'Abcdefg', confirmPassword: 'Abcdefg' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
    });
    expect(await messages(signUpSchema, { ...goodSignUp, confirmPassword: 'Labadi-Beach-43' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('counts password length in characters as the user sees them, up to 128, like the server', async () => {
    const emoji = '🏠🏠🏠🏠🏠🏠🏠'; // 7 code points, 14 UTF-16 units
    expect(await messages(signUpSchema, { ...goodSignUp, password: emoji, confirmPassword: emoji })).toMatchObject({
      password: 'Password must be at least 8 characters',
    });
    const long = 'a'.repeat(129);
    expect(await messages(signUpSchema, { ...goodSignUp, password: long, confirmPassword: long })).toMatchObject({
      password: 'Password must be at most 128 characters',
    });
  });

  it('sign up: usernames follow the server rule', async () => {
    expect(await messages(signUpSchema, { ...goodSignUp, username: 'ab' })).toEqual({
      username: 'Username must be at least 3 characters',
    });
    expect(await messages(signUpSchema, { ...goodSignUp, username: 'ama owusu' })).toEqual({
      username: "Username may contain only letters, digits, '.', '_' and '-'",
    });
  });

  it('sign in and forgot password', async () => {
    expect(await messages(signInSchema, { email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password is required',
    });
    expect(await messages(forgotPasswordSchema, { email: ' ama@example.com ' })).toEqual({});
    expect(await messages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('reset: a 6-digit code, and the new password twice', async () => {
    expect(await messages(resetPasswordSchema, EMPTY_RESET)).toEqual({
      token: 'Reset token is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
    });
    expect(
      await messages(resetPasswordSchema, {
        token: '12a456',
        newPassword: 'Kakum-Canopy-7',
        confirmPassword: 'Kakum-Canopy-8',
      }),
    ).toEqual({ token: 'The reset code is 6 digits', confirmPassword: "Passwords don't match" });
  });
});
