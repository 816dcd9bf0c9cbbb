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

/**
 * Accounts spec §5 with product rules §4: the messages are shown exactly as written here. The password minimum
 * is 8 on every password field ('Password must be at least 8 characters'), as the server says.
 */
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
const PASSWORDS_DIFFER = "Passwords don't match";

const password = () =>
  string()
    .default('')
    .test('min', PASSWORD_TOO_SHORT, (value = '') => passwordLength(value) >= PASSWORD_MIN_LENGTH)
    .test('max', PASSWORD_TOO_LONG, (value = '') => passwordLength(value) <= PASSWORD_MAX_LENGTH);

const email = (message: string) => string().trim().required(message).max(EMAIL_MAX_LENGTH, message).email(message);

const personName = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/** Sign up: the user fields follow the server's rules; confirmPassword and acceptTerms stay in the browser. */
export const signUpSchema = object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  username: string()
    .trim()
    .required('Username is required')
    .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
    .matches(USERNAME_PATTERN, "Username may contain only letters, digits, '.', '_' and '-'"),
  email: email('Please enter a valid email address'),
  password: password(),
  confirmPassword: password().oneOf([ref('password')], PASSWORDS_DIFFER),
  acceptTerms: boolean().default(false).oneOf([true], 'You must accept the terms and conditions'),
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
  email: email('Please enter a valid email'),
  password: string().default('').required('Password is required'),
});
export type SignInValues = InferType<typeof signInSchema>;

/** Forgot password, step one: the email to send the code to. */
export const forgotPasswordSchema = object({
  email: email('Please enter a valid email'),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** Forgot password, step two: the 6-digit code (called `token`, as the call names it) and the new password twice. */
export const resetPasswordSchema = object({
  token: string()
    .trim()
    .required('Reset token is required')
    .matches(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), `The reset code is ${RESET_CODE_LENGTH} digits`),
  newPassword: password(),
  confirmPassword: password().oneOf([ref('newPassword')], PASSWORDS_DIFFER),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export const EMPTY_RESET: ResetPasswordValues = { token: '', newPassword: '', confirmPassword: '' };
