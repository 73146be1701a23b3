/** A failed call's message for a notification: the server's words when there are some. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
