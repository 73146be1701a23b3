import { type ContactMessageSubmittedData, type EVENT_TYPES, TOPICS } from '@pintar/contracts';

export const CONTACT_TOPIC = TOPICS.contact;

/** Command: a visitor sends a message through the contact form. */
export interface SubmitContactMessage {
  type: 'SubmitContactMessage';
  data: {
    name: string;
    email: string;
    company?: string | undefined;
    subject: string;
    message: string;
  };
  metadata: { messageId: string; clientHash: string };
}

export interface ContactMessageSubmitted {
  type: typeof EVENT_TYPES.contactMessageSubmitted;
  subject: string;
  data: ContactMessageSubmittedData;
}

export type ContactEvent = ContactMessageSubmitted;

/** Limits shared by the server check, the contract and the form. */
export const CONTACT_LIMITS = { name: 100, email: 254, company: 100, subject: 150, message: 5000 } as const;
