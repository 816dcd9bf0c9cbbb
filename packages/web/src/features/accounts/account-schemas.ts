import { boolean, object, ref, string, type InferType } from 'yup';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  RESET_CODE_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './account-rules';
import { fieldMessage } from '../forms/field-message';

/**
 * Accounts spec §5 with product rules §4: the messages are catalog ids (messages/account), their English exactly the
 * spec's. The password minimum is 8 on every password field ('Password must be at least 8 characters'), as the
 * server says.
 */
const PASSWORD_TOO_SHORT = fieldMessage('account.validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
const PASSWORD_TOO_LONG = fieldMessage('account.validation.passwordMax', { max: PASSWORD_MAX_LENGTH });
const PASSWORDS_DIFFER = 'account.validation.passwordsDiffer';

const password = () =>
  string()
    .default('')
    .test('min', PASSWORD_TOO_SHORT, (value = '') => passwordLength(value) >= PASSWORD_MIN_LENGTH)
    .test('max', PASSWORD_TOO_LONG, (value = '') => passwordLength(value) <= PASSWORD_MAX_LENGTH);

const email = (message: string) => string().trim().required(message).max(EMAIL_MAX_LENGTH, message).email(message);

const personName = (field: 'firstName' | 'lastName') =>
  string()
    .trim()
    .required(`account.validation.${field}Required`)
    .max(NAME_MAX_LENGTH, fieldMessage(`account.validation.${field}Max`, { max: NAME_MAX_LENGTH }));

/** Sign up: the user fields follow the server's rules; confirmPassword and acceptTerms stay in the browser. */
export const signUpSchema = object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  username: string()
    .trim()
    .required('account.validation.usernameRequired')
    .min(USERNAME_MIN_LENGTH, fieldMessage('account.validation.usernameMin', { min: USERNAME_MIN_LENGTH }))
    .max(USERNAME_MAX_LENGTH, fieldMessage('account.validation.usernameMax', { max: USERNAME_MAX_LENGTH }))
    .matches(USERNAME_PATTERN, 'account.validation.usernamePattern'),
  email: email('account.validation.emailAddress'),
  password: password(),
  confirmPassword: password().oneOf([ref('password')], PASSWORDS_DIFFER),
  acceptTerms: boolean().default(false).oneOf([true], 'account.validation.acceptTerms'),
});
export type SignUpValues = InferType<typeof signUpSchema>;
export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** Sign in. */
export const signInSchema = object({
  email: email('account.validation.email'),
  password: string().default('').required('account.validation.passwordRequired'),
});
export type SignInValues = InferType<typeof signInSchema>;

/** Forgot password, step one: the email to send the code to. */
export const forgotPasswordSchema = object({
  email: email('account.validation.email'),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** Forgot password, step two: the 6-digit code (called `token`, as the call names it) and the new password twice. */
export const resetPasswordSchema = object({
  token: string()
    .trim()
    .required('account.validation.resetCodeRequired')
    .matches(
      new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`),
      fieldMessage('account.validation.resetCodeDigits', { digits: RESET_CODE_LENGTH }),
    ),
  newPassword: password(),
  confirmPassword: password().oneOf([ref('newPassword')], PASSWORDS_DIFFER),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export const EMPTY_RESET: ResetPasswordValues = { token: '', newPassword: '', confirmPassword: '' };
