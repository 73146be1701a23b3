import { type FeedServer, readPage, stream } from './feed.ts';
import { apply, type ReadModel } from './readModel.ts';
import { load, save } from './store.ts';

/** The topics this read model is built from. */
export const TOPICS = ['pintar.places', 'pintar.chat'];
/** Events per page while catching up: few requests, each answered in well under a second. */
const PAGE_SIZE = 5000;
/** While following, the model is saved at most this often (a crash replays what came since). */
const SAVE_EVERY_MS = 1000;

export class Consumer {
  readonly #server: FeedServer;
  readonly #file: string;
  model: ReadModel;
  readonly #counted: Set<string>;

  private constructor(server: FeedServer, file: string, model: ReadModel) {
    this.#server = server;
    this.#file = file;
    this.model = model;
    this.#counted = new Set(model.countedChats);
  }

  /** Opens the consumer where its saved model left off (the start of the log the first time). */
  static async open(server: FeedServer, file: string): Promise<Consumer> {
    return new Consumer(server, file, await load(file));
  }

  /**
   * Reads pages until one comes back empty. Each page is applied and saved with the position
   * after it before the next is asked for, so a crash repeats at most one page.
   */
  async catchUp(pageSize = PAGE_SIZE): Promise<number> {
    let read = 0;
    for (;;) {
      const page = await readPage(this.#server, TOPICS, this.model.position, pageSize);
      if (page.events.length === 0) return read;
      apply(this.model, page.events, this.#counted);
      this.model.position = page.next;
      await save(this.#file, this.model);
      read += page.events.length;
    }
  }

  /**
   * Follows the live stream from the saved position until `signal` aborts or the connection
   * drops, then saves. `onEvent` hears each event applied (for logs and tests).
   */
  async follow(signal: AbortSignal, onEvent?: (id: string) => void): Promise<void> {
    let savedAt = Date.now();
    let saving: Promise<void> = Promise.resolve();
    try {
      await stream(
        this.#server,
        TOPICS,
        this.model.position,
        (event, position) => {
          apply(this.model, [event], this.#counted);
          this.model.position = position;
          onEvent?.(event.id);
          if (Date.now() - savedAt >= SAVE_EVERY_MS) {
            savedAt = Date.now();
            saving = saving.then(() => save(this.#file, this.model));
          }
        },
        signal,
      );
    } finally {
      await saving;
      await save(this.#file, this.model);
    }
  }
}
