import { checkPhone } from '@pintar/contracts/phone';
import { type FieldErrors, isEmail } from '../shared/validation.ts';
import { passwordScore } from './password.ts';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  terms: boolean;
}

/** The new-password rules of sign-up, reset and change, with the specification's messages. */
export function checkNewPassword(errors: FieldErrors, field: string, password: string): void {
  if (!password) errors[field] = 'Password is required';
  else if (password.length < 8) errors[field] = 'Password must be at least 8 characters';
  else if (passwordScore(password) < 3)
    errors[field] = 'Password is too weak. Use mix of letters, numbers, and symbols';
}

/** Sign-up, checked on the server with the same messages the form shows. */
export function validateRegistration(input: RegistrationInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.firstName.trim()) errors.firstName = 'First name is required';
  if (!input.lastName.trim()) errors.lastName = 'Last name is required';
  if (!input.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(input.email.trim())) errors.email = 'Please enter a valid email address';
  const phone = checkPhone(input.phone);
  if (!phone.ok)
    errors.phone =
      phone.reason === 'required' ? 'Phone number is required' : 'Please enter a valid phone number';
  checkNewPassword(errors, 'password', input.password);
  if (input.terms !== true) errors.terms = 'You must agree to the Terms of Service and Privacy Policy';
  return errors;
}

/** The phone as it is stored: E.164, however it was typed (call after validateRegistration). */
export function registeredPhone(input: Pick<RegistrationInput, 'phone'>): string {
  const phone = checkPhone(input.phone);
  if (!phone.ok) throw new Error('registeredPhone: the phone was not validated');
  return phone.e164;
}

export function validateLogin(input: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(input.email.trim())) errors.email = 'Please enter a valid email';
  if (!input.password) errors.password = 'Password is required';
  else if (input.password.length < 6) errors.password = 'Password must be at least 6 characters';
  return errors;
}
