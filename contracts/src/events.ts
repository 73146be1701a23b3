// Event types and topics. The JSON Schemas of the payloads live in contracts/asyncapi.yaml.

export const TOPICS = {
  contact: 'pintar.contact',
  places: 'pintar.places',
  imports: 'pintar.imports',
  system: 'pintar.system',
  monitoring: 'pintar.monitoring',
  /** Events a projection could not apply after its retries, kept as they were for a replay. */
  deadLetter: 'pintar.deadletter',
  /** Knowledge-base entries and categories (keyed by entry or category id) and searches of it. */
  knowledge: 'pintar.knowledge',
  /** One event per assistant answer, keyed by answer id; never the message text. */
  chat: 'pintar.chat',
  /** Transit service alerts, keyed by alert id: raised, updated, ended by admins. */
  transit: 'pintar.transit',
  /** Places a user starred, keyed by user id: starred and unstarred. */
  favourites: 'pintar.favourites',
  /** The live places service (city data), keyed by UTC day: its daily quota spent. */
  realtime: 'pintar.realtime',
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export const EVENT_TYPES = {
  contactMessageSubmitted: 'my.pintar.contact.contact-message-submitted.v1',
  placeCreated: 'my.pintar.places.place-created.v1',
  placeUpdated: 'my.pintar.places.place-updated.v1',
  placeDeleted: 'my.pintar.places.place-deleted.v1',
  placeEnhanced: 'my.pintar.places.place-enhanced.v1',
  importStarted: 'my.pintar.imports.import-started.v1',
  importBatchProcessed: 'my.pintar.imports.import-batch-processed.v1',
  importRowRejected: 'my.pintar.imports.import-row-rejected.v1',
  importCompleted: 'my.pintar.imports.import-completed.v1',
  importFailed: 'my.pintar.imports.import-failed.v1',
  projectionRebuilt: 'my.pintar.system.projection-rebuilt.v1',
  alertRaised: 'my.pintar.monitoring.alert-raised.v1',
  knowledgeEntryCreated: 'my.pintar.knowledge.entry-created.v1',
  knowledgeEntryUpdated: 'my.pintar.knowledge.entry-updated.v1',
  knowledgeEntryDeleted: 'my.pintar.knowledge.entry-deleted.v1',
  knowledgeCategoryCreated: 'my.pintar.knowledge.category-created.v1',
  knowledgeCategoryUpdated: 'my.pintar.knowledge.category-updated.v1',
  knowledgeCategoryDeleted: 'my.pintar.knowledge.category-deleted.v1',
  knowledgeSearched: 'my.pintar.knowledge.knowledge-searched.v1',
  chatAnswered: 'my.pintar.chat.chat-answered.v1',
  transitServiceAlertRaised: 'my.pintar.transit.service-alert-raised.v1',
  transitServiceAlertUpdated: 'my.pintar.transit.service-alert-updated.v1',
  transitServiceAlertEnded: 'my.pintar.transit.service-alert-ended.v1',
  favouritePlaceStarred: 'my.pintar.favourites.place-starred.v1',
  favouritePlaceUnstarred: 'my.pintar.favourites.place-unstarred.v1',
  placesQuotaSpent: 'my.pintar.realtime.places-quota-spent.v1',
} as const;

export interface ContactMessageSubmittedData {
  messageId: string;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  /** A one-way hash of the client address, so abuse can be traced without storing the address. */
  clientHash: string;
}

export interface ProjectionRebuiltData {
  projection: string;
  events: number;
  durationMs: number;
}

export interface AlertRaisedData {
  alertId: string;
  severity: 'error' | 'warning' | 'info';
  /** What raised it, e.g. `projection:contact-messages`. */
  source: string;
  message: string;
  details: Record<string, string | number | null>;
}

/** A transit service alert as raised or after an update (the whole alert). */
export interface TransitServiceAlertData {
  alertId: string;
  /** Timetable line id (`rapid-rail-kl:KJ`), or null for a station alert. */
  lineId: string | null;
  /** Timetable stop id (`rapid-rail-kl:KJ15`), or null for a whole-line alert. */
  stopId: string | null;
  message: string;
  severity: 'info' | 'warning' | 'severe';
  /** Service does not run on the line (or does not stop at the station). */
  suspended: boolean;
  from: string;
  until: string | null;
}

export interface TransitServiceAlertEndedData {
  alertId: string;
  endedAt: string;
}

/** A place a user starred from a place card, as the card showed it. */
export interface FavouritePlaceStarredData {
  userId: string;
  placeId: string;
  name: string;
  address: string | null;
  category: string | null;
  lat: number;
  lng: number;
}

export interface FavouritePlaceUnstarredData {
  userId: string;
  placeId: string;
}

/** The live places service used its last external call of the UTC day (docs/city.md). */
export interface PlacesQuotaSpentData {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  dailyLimit: number;
  used: number;
  /** Which provider the calls went to: `google` or `catalogue`. */
  provider: string;
  /** Midnight UTC, when the quota resets. */
  resetsAt: string;
}
