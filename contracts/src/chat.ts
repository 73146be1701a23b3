// The assistant's chat contract, written once for the API, the assistant and the web app.
// HTTP shapes are in contracts/openapi.yaml (POST /api/chat, schema ChatAnswer); the socket.io
// `/chat` namespace and the `ChatAnswered` event are in contracts/asyncapi.yaml. These types
// mirror them; tests check the HTTP answer against the OpenAPI schema.

import type { components } from './generated/openapi.ts';

export const CHAT_LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];
// The list is the contract's `ChatLanguage` enum: this fails to compile if either changes alone.
const chatLanguagesMatch: [ChatLanguage] extends [components['schemas']['ChatLanguage']]
  ? [components['schemas']['ChatLanguage']] extends [ChatLanguage]
    ? true
    : false
  : false = true;
void chatLanguagesMatch;

export const CHAT_INTENTS = [
  'route',
  'weather',
  'places',
  'transport',
  'emergency',
  'itinerary',
  'cost',
  'knowledge',
  'greeting',
  'help',
  'out_of_scope',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export const CARD_TYPES = [
  'route',
  'map',
  'weather',
  'transport',
  'emergency',
  'itinerary',
  'costAnalysis',
  'places',
  'knowledge',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Limits the server enforces (the spec's chat constants). */
export const CHAT_LIMITS = {
  messageMaxChars: 1000,
  historyMaxMessages: 5,
  historyMessageMaxChars: 4000,
  demoMessages: 3,
} as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ChatPreferences {
  language?: ChatLanguage;
  units?: 'metric' | 'imperial';
  timeFormat?: '12h' | '24h';
  /** Settings' default location (free text, e.g. "Cyberjaya"), used when the device gives none. */
  defaultLocation?: string;
}

/** The spec's chat context; every part is optional. */
export interface ChatContext {
  timestamp?: string;
  location?: LatLng;
  userLocation?: LatLng & { accuracy?: number; timestamp?: number };
  weather?: Record<string, unknown>;
  nearbyPlaces?: Array<Record<string, unknown>>;
  systemStatus?: Record<string, unknown>;
  userPreferences?: ChatPreferences;
  extras?: Record<string, unknown>;
}

export interface ChatHistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  message: string;
  context?: ChatContext;
  /** The last 5 messages of the conversation, oldest first. */
  history?: ChatHistoryMessage[];
}

export interface ResolvedPlace {
  name: string;
  /** Place id in Pintar's catalogue, when it came from there. */
  id?: string;
  lat: number;
  lng: number;
  role: 'origin' | 'destination' | 'near' | 'mentioned';
  /** What the user typed for it. */
  text?: string;
  state?: string;
  category?: string;
}

export interface ChatEntities {
  places: ResolvedPlace[];
  mode?: 'driving' | 'walking' | 'bicycling' | 'transit';
  /** Metres. */
  radius?: number;
  time?: { iso: string; text: string };
  category?: string;
}

export interface ChatCard {
  type: CardType;
  /** The spec's entity shape for the card type (route preview, weather info, ...). */
  data: Record<string, unknown>;
}

export interface ChatSource {
  /** Dataset or provider, e.g. "Rapid KL GTFS (data.gov.my)", "MET Malaysia". */
  name: string;
  kind: 'dataset' | 'provider' | 'knowledge' | 'estimate';
  /** How fresh: the feed, price or forecast date. */
  asOf?: string;
  url?: string;
  /** The provider was unreachable and this is the labelled offline default. */
  fallback?: boolean;
}

export interface ChatFollowUp {
  kind: 'origin' | 'destination' | 'location' | 'choice';
  question: string;
  choices?: Array<{ label: string; value: string }>;
}

export interface ChatAnswer {
  id: string;
  /** Markdown text of the answer; `answer` and `message` carry the same, as the spec's client reads. */
  response: string;
  answer: string;
  message: string;
  language: ChatLanguage;
  intent: ChatIntent;
  entities: ChatEntities;
  cards: ChatCard[];
  sources: ChatSource[];
  suggestions: string[];
  followUp?: ChatFollowUp;
  /** Present for signed-out (demo) requests: what is left of the demo's messages. */
  demo?: { used: number; limit: number; remaining: number };
  latencyMs: number;
  createdAt: string;
}

// socket.io `/chat` namespace ------------------------------------------------------------------

export const CHAT_STAGES = ['understanding', 'looking_up', 'composing'] as const;
export type ChatStage = (typeof CHAT_STAGES)[number];

export const CHAT_ERROR_CODES = [
  'RATE_LIMIT_EXCEEDED',
  'API_UNAVAILABLE',
  'DEMO_LIMIT_REACHED',
  'VALIDATION_FAILED',
  'INTERNAL_ERROR',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

export interface ChatSendPayload extends ChatRequest {
  /** Chosen by the client; every reply for this message carries it. */
  requestId: string;
}

export interface ChatServerEvents {
  'chat:status': (payload: { requestId: string; stage: ChatStage; tool?: string }) => void;
  'chat:chunk': (payload: { requestId: string; delta: string }) => void;
  'chat:card': (payload: { requestId: string; card: ChatCard }) => void;
  'chat:done': (payload: { requestId: string; answer: ChatAnswer }) => void;
  'chat:error': (payload: {
    requestId: string;
    code: ChatErrorCode;
    message: string;
    /** Seconds, for RATE_LIMIT_EXCEEDED. */
    retryAfter?: number;
  }) => void;
}

export interface ChatClientEvents {
  'chat:send': (payload: ChatSendPayload) => void;
  /** Stops the answer in progress: nothing more is sent for that request (no chat:done). */
  'chat:stop': (payload: { requestId: string }) => void;
}

/** Data of `my.pintar.chat.chat-answered.v1` on `pintar.chat`: never the message text. */
export interface ChatAnsweredData {
  answerId: string;
  intent: ChatIntent;
  language: ChatLanguage;
  cards: CardType[];
  latencyMs: number;
  sources: string[];
  entities: {
    places: Array<{ name: string; id?: string; role: ResolvedPlace['role'] }>;
    mode?: string;
    radius?: number;
    category?: string;
  };
  channel: 'socket' | 'http';
  audience: 'user' | 'demo';
  /** The answer needed something from the user (origin, location, a choice). */
  followUp?: ChatFollowUp['kind'];
}

/** What the assistant decides of an answer; the API adds the id, times and the demo's count. */
export type ChatReplyParts = Pick<
  ChatAnswer,
  'response' | 'language' | 'intent' | 'entities' | 'cards' | 'sources' | 'suggestions' | 'followUp'
>;
