import { type ChatAnsweredData, type ChatAnswer, EVENT_TYPES, TOPICS } from '@pintar/contracts';
import type { DomainEvent } from '../shared/record.ts';

export const CHAT_TOPIC = TOPICS.chat;
export const CHAT_EVENTS = { answered: EVENT_TYPES.chatAnswered } as const;

export interface AnsweredContext {
  channel: ChatAnsweredData['channel'];
  audience: ChatAnsweredData['audience'];
}

/**
 * The event an answer leaves on the log: what was understood and used, never the message or the
 * answer text (chats stay on the device). Places keep their catalogue name and id only.
 */
export function chatAnswered(answer: ChatAnswer, context: AnsweredContext): DomainEvent {
  const { entities } = answer;
  const data: ChatAnsweredData = {
    answerId: answer.id,
    intent: answer.intent,
    language: answer.language,
    cards: answer.cards.map((card) => card.type),
    latencyMs: Math.max(0, Math.round(answer.latencyMs)),
    sources: [...new Set(answer.sources.map((source) => source.name))],
    entities: {
      places: entities.places.map(({ name, id, role }) => (id ? { name, id, role } : { name, role })),
      ...(entities.mode ? { mode: entities.mode } : {}),
      ...(entities.radius !== undefined ? { radius: entities.radius } : {}),
      ...(entities.category ? { category: entities.category } : {}),
    },
    channel: context.channel,
    audience: context.audience,
    ...(answer.followUp ? { followUp: answer.followUp.kind } : {}),
  };
  return { type: CHAT_EVENTS.answered, subject: answer.id, data };
}
