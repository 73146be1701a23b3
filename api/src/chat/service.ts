import { performance } from 'node:perf_hooks';
import type {
  ChatAnswer,
  ChatCard,
  ChatErrorCode,
  ChatRequest,
  ChatReplyParts,
  ChatStage,
} from '@pintar/contracts';
import { CHAT_TOPIC, chatAnswered, type EventOutbox, uuidv7 } from '@pintar/core';
import type { Logger } from 'pino';
import type { ChatCaller, ChatLimiter } from './limits.ts';

/** Where the assistant streams what it does and writes while it answers. */
export interface ChatSink {
  status(stage: ChatStage, tool?: string): void;
  chunk(delta: string): void;
  card(card: ChatCard): void;
}

export interface ChatReply extends ChatReplyParts {
  /** The chat context's parts left out (not part of the answer's contract: logged). */
  context?: { missing: Array<{ part: string; reason: string }> };
}

/** The assistant as the chat uses it (core/src/assistant). */
export interface ChatAssistant {
  answer(request: ChatRequest, sink: ChatSink, signal: AbortSignal): Promise<ChatReply>;
}

export type ChatOutcome =
  | { ok: true; answer: ChatAnswer }
  | { ok: false; code: ChatErrorCode; message: string; retryAfter?: number }
  | { ok: false; code: 'STOPPED' };

export interface ChatServiceDeps {
  assistant: ChatAssistant;
  limiter: ChatLimiter;
  /** Where the ChatAnswered event waits for the log (kept on disk, appended in the background). */
  outbox: Pick<EventOutbox, 'record'>;
  logger: Logger;
}

export interface ChatAsk {
  request: ChatRequest;
  caller: ChatCaller;
  channel: 'socket' | 'http';
  /** The request id, so the answer's event and the log lines can be matched. */
  correlationId: string;
}

/** Names a provider outage the assistant could not answer around (core's AssistantUnavailableError). */
const isUnavailable = (error: unknown) =>
  error instanceof Error && error.name === 'AssistantUnavailableError';

/**
 * One chat message, whichever way it came: limits, the assistant, the answer as the contract
 * shapes it, and the ChatAnswered event (handed to the outbox, so the log never slows the reply
 * and the event survives the process being killed; an outbox that is full sheds and counts it).
 */
export function chatService(deps: ChatServiceDeps) {
  return async function ask(input: ChatAsk, sink: ChatSink, signal: AbortSignal): Promise<ChatOutcome> {
    const verdict = deps.limiter.take(input.caller);
    if (!verdict.ok)
      return { ok: false, code: verdict.code, message: verdict.message, retryAfter: verdict.retryAfter };
    const started = performance.now();
    let reply: ChatReply;
    try {
      reply = await deps.assistant.answer(input.request, sink, signal);
    } catch (error) {
      if (signal.aborted) return { ok: false, code: 'STOPPED' };
      if (isUnavailable(error))
        return { ok: false, code: 'API_UNAVAILABLE', message: (error as Error).message, retryAfter: 300 };
      deps.logger.error({ err: error, requestId: input.correlationId }, 'the assistant failed');
      return {
        ok: false,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong while answering. Please try again.',
      };
    }
    if (signal.aborted) return { ok: false, code: 'STOPPED' };
    const { context, ...answered } = reply;
    if (context?.missing.length)
      deps.logger.info(
        { requestId: input.correlationId, missing: context.missing },
        'chat context parts left out',
      );
    const answer: ChatAnswer = {
      id: uuidv7(),
      ...answered,
      answer: reply.response,
      message: reply.response,
      ...(verdict.demo ? { demo: verdict.demo } : {}),
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      createdAt: new Date().toISOString(),
    };
    const audience = input.caller.kind === 'user' ? 'user' : 'demo';
    const actor = input.caller.kind === 'user' ? input.caller.uid : `anonymous:${input.caller.client}`;
    deps.outbox.record(CHAT_TOPIC, [chatAnswered(answer, { channel: input.channel, audience })], {
      actor,
      correlationId: input.correlationId,
    });
    return { ok: true, answer };
  };
}

export type AskChat = ReturnType<typeof chatService>;
