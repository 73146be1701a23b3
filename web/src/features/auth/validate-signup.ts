// The sign-up rules of spec section 5, apart from the other forms: the phone rule brings
// libphonenumber-js, which only the sign-up page should download.
import { checkPhone } from '@pintar/contracts/phone';
import {
  compactIssues,
  confirmPasswordIssue,
  newPasswordIssue,
  type ValidationKey,
} from '../../lib/validation';
import { emailIssue, type Issues } from './validate-auth';

/** The server's rule (contracts/phone): spaces and hyphens ignored, 10 to 15 digits, a possible number. */
export function phoneIssue(value: string): ValidationKey | undefined {
  const phone = checkPhone(value);
  if (phone.ok) return undefined;
  return phone.reason === 'required' ? 'phoneRequired' : 'phoneInvalid';
}

export const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'terms',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupTextField = Exclude<SignupField, 'terms'>;
export type SignupValues = Record<SignupTextField, string> & { terms: boolean };

export function validateSignup(values: SignupValues): Issues<SignupField> {
  return compactIssues({
    firstName: values.firstName.trim() === '' ? 'firstNameRequired' : undefined,
    lastName: values.lastName.trim() === '' ? 'lastNameRequired' : undefined,
    email: emailIssue(values.email),
    phone: phoneIssue(values.phone),
    password: newPasswordIssue(values.password),
    confirmPassword: confirmPasswordIssue(values.password, values.confirmPassword),
    terms: values.terms ? undefined : 'termsRequired',
  });
}
