import { CHAT_LANGUAGES, CHAT_LIMITS, type ChatRequest } from '@pintar/contracts';

export type RequestCheck = { ok: true; request: ChatRequest } | { ok: false; errors: Record<string, string> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const inRange = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function pointError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value) || !inRange(value.lat, 90) || !inRange(value.lng, 180))
    return 'Invalid coordinates provided';
  return undefined;
}

/**
 * The message rules both paths share. The HTTP body is already shaped by the OpenAPI
 * validator; a socket payload is checked here against the same ChatRequest schema's rules.
 */
export function checkChatRequest(body: unknown): RequestCheck {
  if (!isObject(body)) return { ok: false, errors: { message: 'Please type a message.' } };
  const errors: Record<string, string> = {};
  const { message, history, context } = body;
  if (typeof message !== 'string' || message.trim() === '') errors.message = 'Please type a message.';
  else if (message.length > CHAT_LIMITS.messageMaxChars)
    errors.message = `Messages can be at most ${CHAT_LIMITS.messageMaxChars} characters.`;
  if (history !== undefined) {
    const valid =
      Array.isArray(history) &&
      history.length <= CHAT_LIMITS.historyMaxMessages &&
      history.every(
        (m) =>
          isObject(m) &&
          (m.role === 'user' || m.role === 'assistant') &&
          typeof m.content === 'string' &&
          m.content.length <= CHAT_LIMITS.historyMessageMaxChars,
      );
    if (!valid)
      errors.history = `History is at most ${CHAT_LIMITS.historyMaxMessages} messages of user or assistant.`;
  }
  if (context !== undefined) {
    if (!isObject(context)) errors.context = 'Context must be an object.';
    else {
      const point = pointError(context.location) ?? pointError(context.userLocation);
      if (point) errors.context = point;
      // The same rules as the OpenAPI ChatContext: objects, and at most 20 nearby places.
      if (context.weather !== undefined && !isObject(context.weather))
        errors.context = 'The weather in the context must be an object.';
      const places = context.nearbyPlaces;
      if (places !== undefined && !(Array.isArray(places) && places.length <= 20 && places.every(isObject)))
        errors.context = 'nearbyPlaces must be a list of at most 20 places.';
      const prefs = context.userPreferences;
      if (
        prefs !== undefined &&
        (!isObject(prefs) ||
          (prefs.language !== undefined && !CHAT_LANGUAGES.includes(prefs.language as never)))
      )
        errors.context = `Language must be one of ${CHAT_LANGUAGES.join(', ')}.`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const request: ChatRequest = { message: message as string };
  if (history !== undefined) request.history = history as ChatRequest['history'];
  if (context !== undefined) request.context = context as ChatRequest['context'];
  return { ok: true, request };
}
