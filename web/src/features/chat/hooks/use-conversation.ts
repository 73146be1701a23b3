import type { ChatAnswer } from '@pintar/contracts/chat';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { ChatMessage, StoredChat } from '../../../lib/chats/chat-record';
import { currentPosition, type DevicePosition } from '../../../lib/geolocation';
import { getSettings } from '../../../lib/settings-store';
import type { ChatConnection } from '../api/chat-connection';
import { buildChatRequest, needsLocation } from '../utils/chat-request';
import { canSend } from '../utils/chat-text';
import { type ChatFailure, RATE_LIMIT_RECOVERY_S } from '../utils/chat-failure';
import { conversationReducer } from './conversation-reducer';

export const AUTOSAVE_MS = 2000;

export interface ConversationOptions {
  /** Saves the chat; absent for the demo, which keeps its own small record. */
  persist?: (chat: StoredChat) => Promise<boolean>;
  onAnswer?: (answer: ChatAnswer) => void;
  onFailure?: (failure: ChatFailure) => void;
}

const newId = () => crypto.randomUUID();

export function useConversation(
  initial: StoredChat,
  connection: ChatConnection | null,
  options: ConversationOptions = {},
) {
  const [state, dispatch] = useReducer(conversationReducer, { chat: initial, dirty: false });
  const [flagDown, setFlagDown] = useState(false);
  const [locationProblem, setLocationProblem] = useState<'denied' | 'unavailable' | undefined>();
  const optionsRef = useRef(options);
  const stateRef = useRef(state);
  // The callbacks below read the latest state and options without being recreated on each change.
  useLayoutEffect(() => {
    optionsRef.current = options;
    stateRef.current = state;
  });

  useEffect(() => dispatch({ type: 'load', chat: initial }), [initial]);

  // Autosave 2 s after a change (spec section 4); what changed meanwhile is saved next time.
  useEffect(() => {
    const persist = optionsRef.current.persist;
    if (!state.dirty || !persist) return;
    const chat = state.chat;
    const timer = setTimeout(() => {
      void persist(chat).then((ok) => ok && dispatch({ type: 'saved', chat }));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state.dirty, state.chat]);

  // Leaving the chat (or the page) does not wait for the timer.
  useEffect(
    () => () => {
      const { dirty, chat } = stateRef.current;
      if (dirty) void optionsRef.current.persist?.(chat);
    },
    [],
  );

  const ask = useCallback(
    async (question: string, repeat: boolean, position?: DevicePosition) => {
      if (!connection || stateRef.current.pending) return;
      const requestId = newId();
      const now = new Date();
      const earlier = stateRef.current.chat.messages;
      const userMessage: ChatMessage | undefined = repeat
        ? undefined
        : { id: newId(), sender: 'user', content: question, createdAt: now.toISOString(), state: 'complete' };
      dispatch({ type: 'send', requestId, botId: newId(), question, userMessage, now: now.toISOString() });
      let location = position;
      if (!location && needsLocation(question)) {
        const outcome = await currentPosition();
        if (outcome.ok) location = outcome.position;
        setLocationProblem(outcome.ok ? undefined : outcome.reason);
      }
      const history = repeat ? earlier.slice(0, earlier.at(-1)?.sender === 'bot' ? -2 : -1) : earlier;
      const request = buildChatRequest(question, history, getSettings(), now, location);
      const at = () => new Date().toISOString();
      connection.send(requestId, request, {
        status: (stage) => dispatch({ type: 'status', requestId, stage }),
        chunk: (delta) => dispatch({ type: 'chunk', requestId, delta }),
        card: (card) => dispatch({ type: 'card', requestId, card }),
        restart: () => dispatch({ type: 'restart', requestId }),
        done: (answer) => {
          setFlagDown(false);
          dispatch({ type: 'done', requestId, answer, now: at() });
          optionsRef.current.onAnswer?.(answer);
        },
        failed: (failure) => {
          dispatch({ type: 'failed', requestId, failure, now: at() });
          if (failure.kind === 'rateLimit' || failure.kind === 'network' || failure.kind === 'unavailable') {
            setFlagDown(true);
            if (failure.kind === 'rateLimit') {
              setTimeout(() => setFlagDown(false), (failure.retryAfter ?? RATE_LIMIT_RECOVERY_S) * 1000);
            }
          }
          optionsRef.current.onFailure?.(failure);
        },
      });
    },
    [connection],
  );

  const send = useCallback(
    (text: string) => {
      if (!canSend(text, Boolean(stateRef.current.pending))) return false;
      void ask(text.trim(), false);
      return true;
    },
    [ask],
  );

  /** Regenerate the last answer, or Retry a failed one: the same question again. */
  const regenerate = useCallback(() => {
    const last = stateRef.current.chat.messages.at(-1);
    if (last?.sender === 'bot' && last.question) void ask(last.question, true);
  }, [ask]);

  /** The follow-up asked for the location: ask the last question again with the device's position. */
  const answerWithLocation = useCallback(async () => {
    const outcome = await currentPosition();
    if (!outcome.ok) {
      setLocationProblem(outcome.reason);
      return;
    }
    setLocationProblem(undefined);
    const last = stateRef.current.chat.messages.at(-1);
    // The follow-up reply is replaced by the answer that uses the position.
    if (last?.sender === 'bot' && last.question) void ask(last.question, true, outcome.position);
  }, [ask]);

  const stop = useCallback(() => {
    const pending = stateRef.current.pending;
    if (!pending) return;
    connection?.stop(pending.requestId);
    dispatch({ type: 'stop', requestId: pending.requestId, now: new Date().toISOString() });
  }, [connection]);

  const rename = useCallback(
    (title: string) => dispatch({ type: 'rename', title, now: new Date().toISOString() }),
    [],
  );

  return { state, flagDown, locationProblem, send, regenerate, stop, rename, answerWithLocation };
}
