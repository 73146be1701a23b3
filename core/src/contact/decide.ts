import { EVENT_TYPES } from '@pintar/contracts';
import { checkText, type FieldErrors, isEmail } from '../shared/validation.ts';
import { CONTACT_LIMITS, type ContactEvent, type SubmitContactMessage } from './contact.ts';

export type Decision<E> = { ok: true; events: E[] } | { ok: false; errors: FieldErrors };

export function validateContactMessage(data: SubmitContactMessage['data']): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', data.name, { label: 'Name', required: true, max: CONTACT_LIMITS.name });
  checkText(errors, 'email', data.email, { label: 'Email', required: true, max: CONTACT_LIMITS.email });
  if (!errors.email && !isEmail(data.email.trim())) errors.email = 'Please enter a valid email address';
  checkText(errors, 'company', data.company, { label: 'Company', max: CONTACT_LIMITS.company });
  checkText(errors, 'subject', data.subject, {
    label: 'Subject',
    required: true,
    max: CONTACT_LIMITS.subject,
  });
  checkText(errors, 'message', data.message, {
    label: 'Message',
    required: true,
    max: CONTACT_LIMITS.message,
  });
  return errors;
}

/** A contact message has no prior state: it is valid and recorded, or refused with field errors. */
export function decideSubmitContactMessage(command: SubmitContactMessage): Decision<ContactEvent> {
  const errors = validateContactMessage(command.data);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { name, email, company, subject, message } = command.data;
  const { messageId, clientHash } = command.metadata;
  return {
    ok: true,
    events: [
      {
        type: EVENT_TYPES.contactMessageSubmitted,
        subject: messageId,
        data: {
          messageId,
          name: name.trim(),
          email: email.trim(),
          company: company?.trim() || null,
          subject: subject.trim(),
          message: message.trim(),
          clientHash,
        },
      },
    ],
  };
}
