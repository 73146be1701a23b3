// The sign-up phone rule, written once for the server (core/identity) and the web form.
// `min` metadata: enough to tell a possible number and format it, at a fraction of the full size.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Malaysians write 012-345 6789 or +60 12-345 6789: spaces and hyphens are not digits. */
const SEPARATORS = /[\s-]+/g;
/** The spec's rule once the separators are gone: an optional "+", then 10 to 15 digits. */
const DIGITS = /^\+?\d{10,15}$/;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; reason: 'required' | 'invalid' };

/**
 * The number in E.164 (`+60123456789`), read as Malaysian unless it starts with "+": one person
 * typing it three ways is one number on their account.
 */
export function checkPhone(value: string): PhoneCheck {
  const compact = value.replace(SEPARATORS, '');
  if (compact === '') return { ok: false, reason: 'required' };
  if (!DIGITS.test(compact)) return { ok: false, reason: 'invalid' };
  const parsed = parsePhoneNumberFromString(compact, 'MY');
  return parsed?.isPossible() ? { ok: true, e164: parsed.number } : { ok: false, reason: 'invalid' };
}
