# shellcheck shell=bash disable=SC2034
# Shared settings and helpers for the engine scripts. Sourced by engines.sh, never run directly.
#
# Conventions:
#   - everything the engines write lives under $VAR_DIR (<repo>/var/engines, git-ignored);
#   - human-readable progress goes to stderr (log/die), so `eval "$(scripts/engines/start)"` works;
#   - each engine has a pid file <engine>/run/<engine>.pid; a pid only counts when the process's
#     command line also names this checkout's var/engines directory (guards against pid reuse).

ENGINES_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd "$ENGINES_DIR/../.." && pwd)
VAR_DIR=$REPO_ROOT/var/engines
CACHE_DIR=$VAR_DIR/cache
BIN_DIR=$VAR_DIR/bin

# Versions (verified newest patch releases available on this machine's registries; see docs/real-engines.md).
KAFKA_VERSION=3.9.2
ES_VERSION=8.19.21
SLF4J_VERSION=1.7.36
# Pinned so that the build does not depend on Maven's default (2.8 for Maven 3.8).
MVN_DEPENDENCY_PLUGIN=org.apache.maven.plugins:maven-dependency-plugin:3.8.1
# FerretDB's version is the one required in scripts/engines/ferretdb/go.mod.

HOST=127.0.0.1 # every engine listens on loopback only
KAFKA_PORT=${KAFKA_PORT:-9092}
KAFKA_CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-9093}
ES_PORT=${ES_PORT:-9200}
ES_TRANSPORT_PORT=${ES_TRANSPORT_PORT:-9300}
MONGO_PORT=${MONGO_PORT:-27017}
MONGO_DB=${MONGO_DB:-pintar}
KAFKA_HEAP_OPTS=${KAFKA_HEAP_OPTS:--Xms256m -Xmx512m}
ES_HEAP=${ES_HEAP:-512m}
ES_USER=${ES_USER:-pintar-es} # Elasticsearch refuses to run as root
START_TIMEOUT=${ENGINES_START_TIMEOUT:-180} # seconds, per engine
STOP_TIMEOUT=${ENGINES_STOP_TIMEOUT:-30}   # seconds before SIGKILL

ALL_ENGINES=(kafka elasticsearch ferretdb)

log() { printf '[engines] %s\n' "$*" >&2; }
die() {
  printf '[engines] ERROR: %s\n' "$*" >&2
  exit 1
}

# now_s: seconds since the epoch with milliseconds, for the timings printed by install/start.
now_s() { date +%s.%3N; }
elapsed() { awk -v a="$1" -v b="$(now_s)" 'BEGIN { printf "%.1f", b - a }'; }

# Print the last lines of a log file to stderr (used when something fails).
show_log_tail() {
  local f=$1 n=${2:-30}
  if [[ -s $f ]]; then
    log "---- last $n lines of $f ----"
    tail -n "$n" "$f" >&2 || true
    log "----"
  fi
}

APT_UPDATED=0
# need_cmd CMD DEBIAN_PACKAGE: make sure CMD exists, apt-get installing the package if it does not.
need_cmd() {
  local cmd=$1 pkg=$2
  command -v "$cmd" >/dev/null 2>&1 && return 0
  [[ $EUID -eq 0 ]] || die "'$cmd' is missing; install the Debian package '$pkg' (needs root)"
  log "'$cmd' missing: apt-get install $pkg"
  if [[ $APT_UPDATED -eq 0 ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 || die "apt-get update failed"
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$pkg" >&2 ||
    die "apt-get install $pkg failed"
  command -v "$cmd" >/dev/null 2>&1 || die "'$cmd' still missing after installing $pkg"
}

# java_major JAVA_BIN: prints the major version (17, 21, ...) of a java binary.
java_major() {
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ { print $2; exit }'
}

# find_java_home: prints a JDK home with Java >= 17 (both Kafka 3.9 and ES 8.19 accept 17).
# Order: $ENGINES_JAVA_HOME, Debian's OpenJDK 17, $JAVA_HOME, the `java` on PATH, any /usr/lib/jvm JDK.
# If none is found, installs Debian's openjdk-17-jre-headless.
find_java_home() {
  local cands=() c j
  [[ -n ${ENGINES_JAVA_HOME:-} ]] && cands+=("$ENGINES_JAVA_HOME")
  cands+=(/usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/java-17-openjdk-arm64)
  [[ -n ${JAVA_HOME:-} ]] && cands+=("$JAVA_HOME")
  if j=$(command -v java 2>/dev/null); then cands+=("$(dirname "$(dirname "$(readlink -f "$j")")")"); fi
  for c in /usr/lib/jvm/*/; do cands+=("${c%/}"); done
  for c in "${cands[@]}"; do
    if [[ -x $c/bin/java ]] && (($(java_major "$c/bin/java" 2>/dev/null || echo 0) >= 17)); then
      printf '%s\n' "$c"
      return 0
    fi
  done
  need_cmd_pkg_java
  printf '%s\n' /usr/lib/jvm/java-17-openjdk-amd64
}
need_cmd_pkg_java() {
  [[ $EUID -eq 0 ]] || die "no Java >= 17 found; install openjdk-17-jre-headless or set ENGINES_JAVA_HOME"
  log "no Java >= 17 found: apt-get install openjdk-17-jre-headless"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 && APT_UPDATED=1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends openjdk-17-jre-headless >&2 ||
    die "apt-get install openjdk-17-jre-headless failed"
}

# port_open PORT: true when something accepts TCP connections on 127.0.0.1:PORT.
port_open() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

pid_file() { printf '%s\n' "$VAR_DIR/$1/run/$1.pid"; }

# cmdline_of PID: the process's command line with spaces between arguments ("" if gone).
cmdline_of() { { tr '\0' ' ' <"/proc/$1/cmdline"; } 2>/dev/null || true; }

# engine_marker ENGINE: a string that only this checkout's process of that engine has in its
# command line.
engine_marker() {
  case $1 in
  kafka) printf '%s\n' "$VAR_DIR/kafka/config/server.properties" ;;
  elasticsearch) printf '%s\n' "-Des.path.home=$VAR_DIR/elasticsearch/home" ;;
  ferretdb) printf '%s\n' "$BIN_DIR/pintar-ferretdb -listen" ;;
  esac
}

# engine_pid ENGINE: prints the pid of the running engine, or returns 1. Trusts the pid file
# first; if it is missing or stale, looks for the process by its command line (an engine started
# by an older run whose pid file was lost, or Elasticsearch after it removed its own pid file).
engine_pid() {
  local engine=$1 f pid marker p
  f=$(pid_file "$engine")
  marker=$(engine_marker "$engine")
  if [[ -s $f ]]; then
    pid=$(<"$f")
    if [[ $pid =~ ^[0-9]+$ ]] && [[ $(cmdline_of "$pid") == *"$marker"* ]]; then
      printf '%s\n' "$pid"
      return 0
    fi
  fi
  for p in /proc/[0-9]*; do
    pid=${p#/proc/}
    [[ $pid == "$$" ]] && continue
    if [[ $(cmdline_of "$pid") == *"$marker"* ]]; then
      printf '%s\n' "$pid"
      return 0
    fi
  done
  return 1
}

# wait_until TIMEOUT DESCRIPTION COMMAND...: retries COMMAND every 0.5 s until it succeeds.
wait_until() {
  local timeout=$1 what=$2 deadline
  shift 2
  deadline=$((SECONDS + timeout))
  until "$@"; do
    ((SECONDS < deadline)) || {
      log "timed out after ${timeout}s waiting for $what"
      return 1
    }
    sleep 0.5
  done
}

# stop_pid ENGINE PID: SIGTERM, wait up to STOP_TIMEOUT seconds, then SIGKILL.
stop_pid() {
  local engine=$1 pid=$2 deadline
  log "$engine: stopping pid $pid (SIGTERM)"
  kill -TERM "$pid" 2>/dev/null || true
  deadline=$((SECONDS + STOP_TIMEOUT))
  while kill -0 "$pid" 2>/dev/null; do
    if ((SECONDS >= deadline)); then
      log "$engine: still running after ${STOP_TIMEOUT}s, sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.5
      break
    fi
    sleep 0.2
  done
  rm -f "$(pid_file "$engine")"
  log "$engine: stopped"
}

# ensure_port_free ENGINE PORT: fail early, with a clear message, if another process owns the port.
ensure_port_free() {
  if port_open "$2"; then
    die "$1: port $HOST:$2 is already in use by another process (not this checkout's $1); stop it or choose another port (env var, see docs/real-engines.md)"
  fi
}

# stamp_ok FILE CONTENT: true when FILE exists and holds exactly CONTENT (install markers).
stamp_ok() { [[ -f $1 ]] && [[ $(<"$1") == "$2" ]]; }
