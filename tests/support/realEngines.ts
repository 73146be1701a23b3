/**
 * Where the real engines are: KAFKA_BROKERS, MONGODB_URI and ELASTICSEARCH_URL, set by
 * `eval "$(npm run -s engines:start)"`, by CI, or by the testcontainers global setup when a Docker
 * engine is reachable. Without them the real-engine cases are skipped with one line saying how to
 * enable them, unless REQUIRE_REAL_ENGINES=1, where that is a failure.
 */
export function realEngines(): { kafka: string; mongodb: string; elasticsearch: string } | undefined {
  const { KAFKA_BROKERS, MONGODB_URI, ELASTICSEARCH_URL, REQUIRE_REAL_ENGINES } = process.env;
  if (KAFKA_BROKERS && MONGODB_URI && ELASTICSEARCH_URL) {
    return { kafka: KAFKA_BROKERS, mongodb: MONGODB_URI, elasticsearch: ELASTICSEARCH_URL };
  }
  const missing = ['KAFKA_BROKERS', 'MONGODB_URI', 'ELASTICSEARCH_URL'].filter((name) => !process.env[name]);
  if (REQUIRE_REAL_ENGINES === '1') {
    throw new Error(
      `REQUIRE_REAL_ENGINES=1 but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set`,
    );
  }
  if (!warned) {
    warned = true;
    console.warn(
      `real engines: skipped (${missing.join(', ')} unset); run \`eval "$(npm run -s engines:start)"\` first to include them`,
    );
  }
  return undefined;
}

let warned = false;
