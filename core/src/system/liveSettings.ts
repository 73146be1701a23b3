import type { EventLog, Subscription } from '../ports/eventLog.ts';
import {
  DEFAULT_SETTINGS,
  SYSTEM_EVENTS,
  SYSTEM_TOPIC,
  type SettingsChangedData,
  type SystemSettings,
} from './system.ts';

export type SettingsListener = (settings: SystemSettings, previous: SystemSettings) => void;

/**
 * The run-time settings as this process knows them: every process reads the whole system topic
 * with its own volatile group, so a change recorded by any process is applied by all of them.
 */
export class LiveSettings {
  #settings: SystemSettings = DEFAULT_SETTINGS;
  #offset = -1;
  #changedAt: string | null = null;
  readonly #listeners = new Set<SettingsListener>();
  #subscription: Subscription | undefined;

  get current(): SystemSettings {
    return this.#settings;
  }

  get changedAt(): string | null {
    return this.#changedAt;
  }

  /** Reads the topic from the beginning and keeps following it. */
  async start(log: EventLog, group: string): Promise<void> {
    this.#subscription = await log.subscribe(
      { group, topics: [SYSTEM_TOPIC], from: 'beginning', volatile: true },
      async (batch) => {
        for (const { event, position } of batch) {
          if (event.type === SYSTEM_EVENTS.settingsChanged)
            this.apply(position.offset, (event.data as SettingsChangedData).settings, event.time);
        }
      },
    );
  }

  /** Applies settings recorded at `offset`; an older or repeated one changes nothing. */
  apply(offset: number, settings: SystemSettings, at: string | undefined): void {
    if (offset <= this.#offset) return;
    this.#offset = offset;
    const previous = this.#settings;
    this.#settings = settings;
    this.#changedAt = at ?? null;
    for (const listener of this.#listeners) listener(settings, previous);
  }

  onChange(listener: SettingsListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async stop(): Promise<void> {
    await this.#subscription?.stop();
  }
}
