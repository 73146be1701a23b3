import type { ChatAnswer } from '@pintar/contracts/chat';
import i18next from 'i18next';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { ChatMessage, StoredChat } from '../../../lib/chats/chat-record';
import { currentPosition, type DevicePosition } from '../../../lib/geolocation';
import { alertAnswerReady } from '../../../lib/answer-alert';
import { getSettings } from '../../../lib/settings-store';
import type { ChatConnection } from '../api/chat-connection';
import { buildChatRequest, needsLocation } from '../utils/chat-request';
import { canSend } from '../utils/chat-text';
import { type ChatFailure, RATE_LIMIT_RECOVERY_S } from '../utils/chat-failure';
import { type ConversationAction, conversationReducer } from './conversation-reducer';

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
  const [state, dispatchToReact] = useReducer(conversationReducer, { chat: initial, dirty: false });
  const [flagDown, setFlagDown] = useState(false);
  const [locationProblem, setLocationProblem] = useState<'denied' | 'unavailable' | undefined>();
  const optionsRef = useRef(options);
  // The state as of the last action, ahead of rendering: what a save must hold is known at once,
  // even when the answer arrives before React has rendered the question. The reducer is pure, so
  // this is exactly the state React renders next.
  const stateRef = useRef(state);
  const dispatch = useCallback((action: ConversationAction) => {
    stateRef.current = conversationReducer(stateRef.current, action);
    dispatchToReact(action);
  }, []);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => dispatch({ type: 'load', chat: initial }), [initial, dispatch]);

  // Saves run one after another, so an older copy of the chat never lands after a newer one.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const commit = useCallback((chat: StoredChat): Promise<boolean> => {
    const persist = optionsRef.current.persist;
    if (!persist) return Promise.resolve(true);
    const run = saving.current.then(() => persist(chat));
    saving.current = run;
    return run;
  }, []);

  /**
   * An answer that ends (whole, stopped or failed) is committed to the device before it is shown
   * as ended: a reload at any moment after that keeps it (issue 30). A refused write (storage full)
   * still shows the answer; the store's notice says it was not kept.
   */
  const settling = useRef<string | undefined>(undefined);
  const settle = useCallback(
    async (action: Extract<ConversationAction, { type: 'done' | 'stop' | 'failed' }>) => {
      // One ending per request: a Stop pressed while the whole answer is being saved changes nothing.
      if (settling.current === action.requestId) return;
      const before = stateRef.current;
      const next = conversationReducer(before, action);
      if (next === before) return; // Late events of a request already ended.
      settling.current = action.requestId;
      const saved = await commit(next.chat);
      const untouched = stateRef.current === before;
      dispatch(action);
      // Nothing changed while saving: what is shown is what was saved, so autosave has nothing to do.
      if (saved && untouched) dispatch({ type: 'saved', chat: stateRef.current.chat });
      settling.current = undefined;
    },
    [commit, dispatch],
  );

  // Autosave 2 s after a change (spec section 4): renames and text still streaming in.
  useEffect(() => {
    if (!state.dirty || !optionsRef.current.persist) return;
    const chat = state.chat;
    const timer = setTimeout(() => {
      // An ending being saved must not be overtaken by this older copy; its own save follows.
      if (settling.current) return;
      void commit(chat).then((ok) => ok && dispatch({ type: 'saved', chat }));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state.dirty, state.chat, commit, dispatch]);

  // Leaving the chat (or the page) does not wait for the timer.
  useEffect(
    () => () => {
      const { dirty, chat } = stateRef.current;
      if (dirty) void commit(chat);
    },
    [commit],
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
      const sent = {
        type: 'send',
        requestId,
        botId: newId(),
        question,
        userMessage,
        now: now.toISOString(),
      } as const;
      dispatch(sent);
      // The question is kept at once: the chat is listed, and a reload while waiting keeps it.
      void commit(stateRef.current.chat);
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
          void settle({ type: 'done', requestId, answer, now: at() }).then(() => {
            alertAnswerReady(answer.response, getSettings(), i18next.t('chat.answerReady'));
            optionsRef.current.onAnswer?.(answer);
          });
        },
        failed: (failure) => {
          void settle({ type: 'failed', requestId, failure, now: at() });
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
    [connection, commit, settle, dispatch],
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
    void settle({ type: 'stop', requestId: pending.requestId, now: new Date().toISOString() });
  }, [connection, settle]);

  const rename = useCallback(
    (title: string) => dispatch({ type: 'rename', title, now: new Date().toISOString() }),
    [dispatch],
  );

  return { state, flagDown, locationProblem, send, regenerate, stop, rename, answerWithLocation };
}
