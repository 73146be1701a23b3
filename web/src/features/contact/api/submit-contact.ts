import type { components } from '@pintar/contracts/openapi';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asProblem, authApiClient, withTimeout } from '../../../lib/api-client';

export type ContactInput = components['schemas']['ContactMessageInput'];
export type ContactReceipt = components['schemas']['ContactMessageReceipt'];

export type ContactSubmitResult =
  | { kind: 'sent'; receipt: ContactReceipt }
  | { kind: 'invalid'; message?: string; fieldErrors: Record<string, string> }
  | { kind: 'rate-limited'; message?: string; retryAfterSeconds?: number }
  | { kind: 'failed'; status: number; message?: string }
  /** No answer: offline, DNS, connection reset or the 30 s timeout. */
  | { kind: 'network' }
  /** The caller gave up (page left); nothing to show. */
  | { kind: 'aborted' };

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110, section 10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export async function submitContact(input: ContactInput, signal?: AbortSignal): Promise<ContactSubmitResult> {
  // Signed in, the message goes with the user's token (spec: Bearer on every call); otherwise without.
  const result = await authApiClient
    .POST('/api/contact', { body: input, signal: withTimeout(signal) })
    .catch(() => undefined);
  if (!result) return signal?.aborted ? { kind: 'aborted' } : { kind: 'network' };
  const { data, error, response } = result;
  if (response.ok && data) return { kind: 'sent', receipt: data };

  const problem = asProblem(error);
  if (response.status === 400) {
    return { kind: 'invalid', message: problem?.message, fieldErrors: problem?.errors ?? {} };
  }
  if (response.status === 429) {
    return {
      kind: 'rate-limited',
      message: problem?.message,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    };
  }
  return { kind: 'failed', status: response.status, message: problem?.message };
}

/** Sends a contact message; aborts the request if the form unmounts. */
export function useSubmitContact() {
  const [isSending, setIsSending] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const submit = useCallback(async (input: ContactInput): Promise<ContactSubmitResult> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setIsSending(true);
    try {
      return await submitContact(input, controller.signal);
    } finally {
      if (!controller.signal.aborted) setIsSending(false);
    }
  }, []);

  return { submit, isSending };
}
