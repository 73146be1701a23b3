#!/usr/bin/env bash
# Real data engines for Pintar, without Docker: Kafka 3.9 (KRaft), Elasticsearch 8.19 and
# FerretDB 1.24 (MongoDB protocol, SQLite backend), all on 127.0.0.1, all state in var/engines.
#
# Usage: scripts/engines/engines.sh install|start|stop|status|verify [kafka|elasticsearch|ferretdb ...]
#   (scripts/engines/install, start, stop and status are shortcuts for the same.)
#
#   install  download/build what is missing (idempotent; a second run does nothing)
#   start    install what is missing or stale (as install), start what is not running, wait
#            until each engine answers, then print on stdout
#              export KAFKA_BROKERS=127.0.0.1:9092
#              export MONGODB_URI=mongodb://127.0.0.1:27017/pintar
#              export ELASTICSEARCH_URL=http://127.0.0.1:9200
#            so that `eval "$(scripts/engines/start)"` sets them; progress goes to stderr
#   stop     SIGTERM, wait up to ENGINES_STOP_TIMEOUT (30 s), then SIGKILL
#   status   running/stopped, pid and endpoint of each; exit 0 if all running, 3 otherwise
#   verify   run the Node smoke tests in scripts/engines/verify against the running engines
#
# Environment: KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (9093), ES_PORT (9200),
#   ES_TRANSPORT_PORT (9300), MONGO_PORT (27017), MONGO_DB (pintar), KAFKA_HEAP_OPTS
#   ("-Xms256m -Xmx512m"), ES_HEAP (512m), ENGINES_JAVA_HOME, ENGINES_START_TIMEOUT (180 s per
#   engine), ENGINES_STOP_TIMEOUT (30 s), FERRETDB_LOG_LEVEL (warn).
set -euo pipefail

# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck source=kafka.sh
source "$ENGINES_DIR/kafka.sh"
# shellcheck source=elasticsearch.sh
source "$ENGINES_DIR/elasticsearch.sh"
# shellcheck source=ferretdb.sh
source "$ENGINES_DIR/ferretdb.sh"

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}

# Function prefix of each engine (kafka_start, es_start, ferretdb_start, ...).
prefix() {
  case $1 in
  kafka) echo kafka ;;
  elasticsearch) echo es ;;
  ferretdb) echo ferretdb ;;
  esac
}

cmd=${1:-}
[[ -n $cmd ]] || usage
shift
engines=()
for e in "${@:-${ALL_ENGINES[@]}}"; do
  case $e in
  kafka) engines+=(kafka) ;;
  elasticsearch | es) engines+=(elasticsearch) ;;
  ferretdb | mongo | mongodb) engines+=(ferretdb) ;;
  *) die "unknown engine '$e' (expected kafka, elasticsearch or ferretdb)" ;;
  esac
done

do_install() {
  local e t0
  t0=$(now_s)
  mkdir -p "$VAR_DIR"
  for e in "${engines[@]}"; do "$(prefix "$e")_install"; done
  log "install done in $(elapsed "$t0")s"
}

do_start() {
  local e t0
  # Install first (a no-op when up to date): a FerretDB built before patch.sh last changed was
  # otherwise started as it was, without the later patches (a bulk update of 100 statements then
  # held its 100 connections, and FerretDB answered nothing more).
  do_install >&2
  t0=$(now_s)
  # Launch everything first (Elasticsearch's launcher blocks until its JVM is up, ~10 s, while
  # Kafka and FerretDB are already booting), then wait for each to answer.
  for e in "${engines[@]}"; do "$(prefix "$e")_start"; done
  for e in "${engines[@]}"; do "$(prefix "$e")_wait"; done
  log "all ready in $(elapsed "$t0")s"
  # The only lines on stdout, in a fixed order.
  for e in kafka ferretdb elasticsearch; do
    [[ " ${engines[*]} " == *" $e "* ]] && "$(prefix "$e")_exports"
  done
  return 0
}

do_stop() {
  local e pids=() rc=0
  # In parallel: each engine needs 1-3 s to shut down cleanly after SIGTERM.
  for e in "${engines[@]}"; do
    "$(prefix "$e")_stop" &
    pids+=($!)
  done
  for e in "${pids[@]}"; do wait "$e" || rc=1; done
  return "$rc"
}

do_status() {
  local e pid all=0 ep state
  for e in "${engines[@]}"; do
    ep=$("$(prefix "$e")_endpoint")
    if pid=$(engine_pid "$e"); then
      state=running
      # Informative only: running but not (yet) listening, e.g. during start-up.
      case $e in
      kafka) port_open "$KAFKA_PORT" || state="running (not listening yet)" ;;
      elasticsearch) port_open "$ES_PORT" || state="running (not listening yet)" ;;
      ferretdb) port_open "$MONGO_PORT" || state="running (not listening yet)" ;;
      esac
      printf '%-14s %-28s pid %-8s %s\n' "$e" "$state" "$pid" "$ep"
    else
      printf '%-14s %-28s pid %-8s %s\n' "$e" stopped - "$ep"
      all=3
    fi
  done
  return "$all"
}

do_verify() {
  local node=node e rc=0 script
  [[ -x /opt/node24/bin/node ]] && node=/opt/node24/bin/node
  # The smoke tests use the app's own clients (kafkajs, mongodb, @elastic/elasticsearch).
  [[ -d $REPO_ROOT/node_modules/kafkajs ]] || die "node_modules missing: run npm ci at the repository root first"
  for e in "${engines[@]}"; do
    case $e in
    kafka) script=kafka.ts ;; elasticsearch) script=elasticsearch.ts ;; ferretdb) script=mongo.ts ;;
    esac
    log "verify: $e"
    KAFKA_BROKERS=$(kafka_endpoint) MONGODB_URI=$(ferretdb_endpoint) ELASTICSEARCH_URL=$(es_endpoint) \
      KAFKAJS_NO_PARTITIONER_WARNING=1 "$node" "$ENGINES_DIR/verify/$script" || rc=1
  done
  return "$rc"
}

case $cmd in
install) do_install ;;
start) do_start ;;
stop) do_stop ;;
status) do_status ;;
verify) do_verify ;;
-h | --help | help) usage ;;
*) usage ;;
esac
