import { join } from 'node:path';
import { SqliteDocumentStore } from './adapters/embedded/documentStore.ts';
import { SqliteEventLog } from './adapters/embedded/eventLog.ts';
import { EmbeddedSearchIndex } from './adapters/embedded/embeddedSearch.ts';
import { openDatabase, type SyncMode } from './adapters/embedded/sqlite.ts';
import { ElasticSearchIndex } from './adapters/elastic/searchIndex.ts';
import { KafkaEventLog } from './adapters/kafka/eventLog.ts';
import { MongoDocumentStore } from './adapters/mongo/documentStore.ts';
import { EventOutbox } from './outbox/outbox.ts';
import { OutboxFile } from './outbox/outboxFile.ts';
import type { DocumentStore } from './ports/documentStore.ts';
import type { EventLog } from './ports/eventLog.ts';
import type { SearchIndex } from './ports/searchIndex.ts';

export interface PlatformConfig {
  dataDir: string;
  sqliteSync: SyncMode;
  /** How often embedded subscribers look for events appended by another process. */
  pollMs?: number;
}

/** The backbone a process runs on: where events go and where read models live. */
export interface Platform {
  mode: 'embedded' | 'scale-out';
  eventLog: EventLog;
  documents: DocumentStore;
  search: SearchIndex;
  /** Where reads leave the events they record (a search's analytics), appended in the background. */
  outbox: EventOutbox;
  close(): Promise<void>;
}

/** The outbox file lives in the process's data directory, whichever backbone the events go to. */
const openOutbox = (dataDir: string, log: EventLog) =>
  new EventOutbox(new OutboxFile(join(dataDir, 'outbox.db')), log, {
    onError: (error, attempt) => {
      if (attempt === 0) process.emitWarning(`outbox shed an event it could not keep: ${String(error)}`);
      if (attempt === 1) process.emitWarning(`outbox append failed, retrying: ${String(error)}`);
    },
  });

/** The embedded default: event log and documents in one SQLite file, search in memory. */
export function createEmbeddedPlatform(config: PlatformConfig): Platform {
  const db = openDatabase(join(config.dataDir, 'pintar.db'), config.sqliteSync);
  const eventLog = new SqliteEventLog(db, { pollMs: config.pollMs ?? 200 });
  const documents = new SqliteDocumentStore(db);
  const outbox = openOutbox(config.dataDir, eventLog);
  // The indexes are saved at a clean stop and loaded at the next start (then the log from there).
  const search = new EmbeddedSearchIndex({
    path: join(config.dataDir, 'search-snapshot.bin'),
    log: () => eventLog.identity(),
  });
  let closed: Promise<void> | undefined;
  return {
    mode: 'embedded',
    eventLog,
    documents,
    search,
    outbox,
    close() {
      // The outbox first (it appends), subscriptions next (each finishes its batch), then the
      // document writer thread.
      closed ??= outbox
        .close()
        .then(() => eventLog.close())
        .then(() => documents.close())
        .then(() => db.close());
      return closed;
    },
  };
}

export interface ScaleOutConfig {
  /** Where this process keeps its own files (the event outbox). */
  dataDir: string;
  kafkaBrokers: string[];
  mongodbUri: string;
  elasticsearchUrl: string;
  kafkaPartitions?: number;
  clientId?: string;
  /** Prefix of Elasticsearch index and alias names. */
  indexPrefix?: string;
  /** Prefix of Kafka topics and consumer groups. */
  topicPrefix?: string;
}

/** Scale-out: Kafka for events, MongoDB for documents, Elasticsearch for search. */
export async function createScaleOutPlatform(config: ScaleOutConfig): Promise<Platform> {
  const documents = new MongoDocumentStore(config.mongodbUri);
  const eventLog = new KafkaEventLog({
    streams: documents.streamVersions(),
    brokers: config.kafkaBrokers,
    partitions: config.kafkaPartitions ?? 3,
    clientId: config.clientId ?? 'pintar',
    ...(config.topicPrefix ? { topicPrefix: config.topicPrefix } : {}),
  });
  const search = new ElasticSearchIndex(config.elasticsearchUrl, config.indexPrefix ?? 'pintar');
  await eventLog.connect();
  const outbox = openOutbox(config.dataDir, eventLog);
  let closed: Promise<void> | undefined;
  return {
    mode: 'scale-out',
    eventLog,
    documents,
    search,
    outbox,
    close() {
      closed ??= outbox
        .close()
        .then(() => eventLog.close())
        .then(() => Promise.allSettled([documents.close(), search.close()]))
        .then(() => undefined);
      return closed;
    },
  };
}
