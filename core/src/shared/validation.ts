/** Field name to the message a person reads. Empty when the input is valid. */
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

export interface TextRule {
  label: string;
  required?: boolean;
  max: number;
}

/** Checks one text field: presence (after trimming) and length. */
export function checkText(
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  rule: TextRule,
): void {
  const text = value?.trim() ?? '';
  if (rule.required && text === '') errors[field] = `${rule.label} is required`;
  else if (text.length > rule.max) errors[field] = `${rule.label} must be at most ${rule.max} characters`;
}
