// Pure and DOM-free: shared by the form and its unit tests. Mirrors the server's rules for
// POST /api/contact (contracts/openapi.yaml, ContactMessageInput).

export const CONTACT_FIELDS = ['name', 'email', 'company', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  company: 100,
  subject: 150,
  message: 5000,
};

const REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'email', 'subject', 'message']);

// Same pattern as the server (core/src/shared/validation.ts): local@label.label, no spaces, no empty label.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type ContactIssue = { rule: 'required' } | { rule: 'maxLength'; max: number } | { rule: 'email' };
export type ContactIssues = Partial<Record<ContactField, ContactIssue>>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const LABEL: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  subject: 'Subject',
  message: 'Message',
};

export function trimContact(values: ContactValues): ContactValues {
  const trimmed = { ...values };
  for (const field of CONTACT_FIELDS) trimmed[field] = values[field].trim();
  return trimmed;
}

/** The first broken rule of each field, checked on trimmed values; empty when all is well. */
export function contactIssues(values: ContactValues): ContactIssues {
  const issues: ContactIssues = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (value === '') {
      if (REQUIRED.has(field)) issues[field] = { rule: 'required' };
    } else if (value.length > CONTACT_MAX_LENGTH[field]) {
      issues[field] = { rule: 'maxLength', max: CONTACT_MAX_LENGTH[field] };
    } else if (field === 'email' && !EMAIL_SHAPE.test(value)) {
      issues[field] = { rule: 'email' };
    }
  }
  return issues;
}

/** English message for an issue; the UI shows the translated equivalent. */
export function contactIssueMessage(field: ContactField, issue: ContactIssue): string {
  switch (issue.rule) {
    case 'required':
      return `${LABEL[field]} is required`;
    case 'maxLength':
      return `${LABEL[field]} must be at most ${issue.max} characters`;
    case 'email':
      return 'Please enter a valid email address';
  }
}

/** `{ field: message }` for every invalid field; `{}` when the values can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, issue] of Object.entries(contactIssues(values)) as Array<[ContactField, ContactIssue]>) {
    errors[field] = contactIssueMessage(field, issue);
  }
  return errors;
}
