import type {
  ChatCard,
  ChatEntities,
  ChatIntent,
  ChatLanguage,
  ChatReplyParts,
  ChatStage,
  LatLng,
} from '@pintar/contracts';
import type { PlaceResolver } from '../locations/resolver.ts';
import type { BuiltContext, ContextPorts } from './context/build.ts';
import type { LlmPort } from './llm/port.ts';
import type { Subject } from './plan/subjects.ts';
import type { AssistantTools } from './tools/ports.ts';

/** Where the answer goes as it is made: the socket streams it, HTTP collects it. */
export interface AssistantSink {
  status(stage: ChatStage, tool?: string): void;
  chunk(delta: string): void;
  card(card: ChatCard): void;
}

export interface AssistantReply extends ChatReplyParts {
  /** The chat context's parts: where each came from, and those left out (failed, too slow, no service). */
  context?: Pick<BuiltContext, 'from' | 'missing'>;
}

export interface AssistantDeps {
  tools: AssistantTools;
  resolver: PlaceResolver;
  /** Optional: phrases answers (and may pick an intent) but never supplies a figure. */
  llm?: LlmPort;
  /** What the chat context builder fetches around the user (weather, places within 1000 m, metrics). */
  context?: ContextPorts;
  now?: () => Date;
}

/** What the understand stage makes of a message. */
export interface Understanding {
  language: ChatLanguage;
  intent: ChatIntent;
  /** 0..1: how sure the keyword scoring is. */
  confidence: number;
  entities: ChatEntities;
  /** Where the user is, from the context (device or settings); never guessed. */
  here?: LatLng;
  /** The settings' default location's name when `here` is that default, not a shared location. */
  hereName?: string;
  /** What the question is about when its intent alone does not choose the answer (plan/subjects.ts). */
  subject?: Subject;
  /** When the question was asked: the request's timestamp, else the server's clock (ISO). */
  at?: string;
  /** The message as the matchers read it (normalised). */
  text?: string;
  /** Place phrases the user typed that match nothing in the catalogue. */
  unknownPlaces: string[];
  /** Same-name places far apart: the user must choose. */
  ambiguous?: {
    text: string;
    choices: Array<{ name: string; id?: string; lat: number; lng: number; city?: string; state?: string }>;
  };
  /** A place outside Malaysia was named. */
  foreign?: string;
  /** The message carried coordinates or a device location outside any place Pintar knows. */
  offMap?: LatLng;
  /** Words left for a knowledge search once place names and stop words are removed. */
  topic: string;
  /** The same in the English of Pintar's knowledge titles, for languages with few entries. */
  topicEnglish: string;
  /** A rail line named ("Kelana Jaya line", "加影线"): its timetable id and the name typed. */
  line?: { id: string; text: string };
  /** Half a day or a whole day, for itineraries. */
  span?: 'half' | 'day';
  units: 'metric' | 'imperial';
  /** The reader's clock from their settings (times are said on a 24-hour clock unless 12h). */
  clock?: '12h' | '24h';
}
