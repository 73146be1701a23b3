/** A CloudEvent as the feed serves it (structured JSON). */
export interface FeedEvent {
  id: string;
  type: string;
  subject: string;
  time: string;
  data: unknown;
}

/** What this consumer keeps: everything it needs to resume, in one JSON document. */
export interface ReadModel {
  /** The feed position after the last event applied (`next`, or a stream message's id). */
  position: string;
  /** Each place's state, by place id: counts per state follow from it. */
  placeStates: Record<string, string>;
  /** Answers per UTC day and intent, each counted once by its event id. */
  chats: Record<string, Record<string, number>>;
  /** Ids of the chat events counted (delivery is at least once; a counter must not count twice). */
  countedChats: string[];
}

export const emptyModel = (): ReadModel => ({ position: '', placeStates: {}, chats: {}, countedChats: [] });

const PLACE_CHANGES = /^my\.pintar\.places\.place-(created|updated|enhanced)\.v1$/;
const PLACE_DELETED = 'my.pintar.places.place-deleted.v1';
const CHAT_ANSWERED = 'my.pintar.chat.chat-answered.v1';

/**
 * Applies events in feed order. Place events carry the whole place, so applying one again (a
 * redelivery) leaves the same state; a chat answer is counted only if its id was not counted yet.
 * Types this model does not know, including a later `.v2`, are skipped.
 */
export function apply(model: ReadModel, events: readonly FeedEvent[], counted: Set<string>): void {
  for (const event of events) {
    if (PLACE_CHANGES.test(event.type)) {
      const place = (event.data as { place: { id: string; state: string } }).place;
      model.placeStates[place.id] = place.state;
    } else if (event.type === PLACE_DELETED) {
      delete model.placeStates[(event.data as { placeId: string }).placeId];
    } else if (event.type === CHAT_ANSWERED && !counted.has(event.id)) {
      counted.add(event.id);
      model.countedChats.push(event.id);
      const day = event.time.slice(0, 10);
      const intent = (event.data as { intent: string }).intent;
      const perIntent = (model.chats[day] ??= {});
      perIntent[intent] = (perIntent[intent] ?? 0) + 1;
    }
  }
}

export function placesPerState(model: ReadModel): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const state of Object.values(model.placeStates)) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
}
