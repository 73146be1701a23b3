export { type AnsweredContext, CHAT_EVENTS, CHAT_TOPIC, chatAnswered } from './chat.ts';
export { CHAT_ANSWER_COUNTS, type ChatCountDoc, chatAnswersProjection } from './answers/projection.ts';
export { type ChatAnswerStats, chatAnswerStats } from './answers/queries.ts';
