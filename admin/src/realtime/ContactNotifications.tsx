import { useNotify } from 'react-admin';
import { useRealtimeEvent } from './useRealtimeEvent';

interface ContactSubmitted {
  id: string;
  name: string;
  email: string;
  subject: string;
  receivedAt: string;
}

const isContactSubmitted = (value: unknown): value is ContactSubmitted => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, subject } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof subject === 'string';
};

/** Announces each new contact message (event contact:submitted) as a react-admin notification. */
export const ContactNotifications = () => {
  const notify = useNotify();
  useRealtimeEvent('contact:submitted', (payload) => {
    if (!isContactSubmitted(payload)) return;
    notify('pintar.realtime.contact_submitted', {
      type: 'info',
      messageArgs: { name: payload.name, subject: payload.subject },
    });
  });
  return null;
};
