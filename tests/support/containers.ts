/**
 * The three real engines as throwaway containers (testcontainers), one function per engine. Images
 * and settings match docker-compose.yml and the versions in docs/real-engines.md. Only
 * globalSetup.ts uses this, and only when a Docker engine is reachable.
 */
import { createServer } from 'node:net';
import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';

export const KAFKA_IMAGE = 'apache/kafka:3.9.2';
export const MONGO_IMAGE = 'mongo:8';
export const ELASTICSEARCH_IMAGE = 'docker.elastic.co/elasticsearch/elasticsearch:8.19.21';

export interface StartedEngine {
  image: string;
  container: StartedTestContainer;
  /** What the adapters are given: host:port for Kafka, a URL for the others. */
  endpoint: string;
}

/** A TCP port free on this machine right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Kafka 3.9.2, KRaft, one node. Clients outside Docker must be sent back to an address they can
 * reach, so the broker advertises `host:<fixed host port>` on the HOST listener; tools inside the
 * container (the wait strategy) use the BROKER listener, which advertises localhost.
 */
export async function startKafka(host: string): Promise<StartedEngine> {
  const port = await freePort();
  const container = await new GenericContainer(KAFKA_IMAGE)
    .withExposedPorts({ container: 9092, host: port })
    .withEnvironment({
      CLUSTER_ID: 'fyIJDxzvqjNMDIBjbiEN4Q',
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'HOST://:9092,BROKER://:9094,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `HOST://${host}:${port},BROKER://localhost:9094`,
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'HOST:PLAINTEXT,BROKER:PLAINTEXT,CONTROLLER:PLAINTEXT',
      KAFKA_INTER_BROKER_LISTENER_NAME: 'BROKER',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
    })
    .withWaitStrategy(
      Wait.forSuccessfulCommand(
        '/opt/kafka/bin/kafka-broker-api-versions.sh --bootstrap-server localhost:9094',
      ),
    )
    .withStartupTimeout(120_000)
    .start();
  return { image: KAFKA_IMAGE, container, endpoint: `${host}:${port}` };
}

/** MongoDB 8, standalone (the adapters use no transactions). */
export async function startMongo(host: string): Promise<StartedEngine> {
  const container = await new GenericContainer(MONGO_IMAGE)
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forSuccessfulCommand(`mongosh --quiet --eval "db.adminCommand('ping')"`))
    .withStartupTimeout(120_000)
    .start();
  return {
    image: MONGO_IMAGE,
    container,
    endpoint: `mongodb://${host}:${container.getMappedPort(27017)}/pintar`,
  };
}

/** Elasticsearch 8.19.21, one node, security off, 512 MB heap. */
export async function startElasticsearch(host: string): Promise<StartedEngine> {
  const container = await new GenericContainer(ELASTICSEARCH_IMAGE)
    .withEnvironment({
      'discovery.type': 'single-node',
      'xpack.security.enabled': 'false',
      'cluster.routing.allocation.disk.threshold_enabled': 'false',
      ES_JAVA_OPTS: '-Xms512m -Xmx512m',
    })
    .withExposedPorts(9200)
    .withWaitStrategy(
      Wait.forHttp('/_cluster/health?wait_for_status=yellow&timeout=5s', 9200).forStatusCode(200),
    )
    .withStartupTimeout(180_000)
    .start();
  return {
    image: ELASTICSEARCH_IMAGE,
    container,
    endpoint: `http://${host}:${container.getMappedPort(9200)}`,
  };
}
