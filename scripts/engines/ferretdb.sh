# shellcheck shell=bash
# FerretDB 1.24 (MongoDB wire protocol) on its SQLite backend, built from our tiny Go module
# scripts/engines/ferretdb (see main.go for why not `go install .../cmd/ferretdb`). Sourced by
# engines.sh.
#
# Layout: var/engines/bin/pintar-ferretdb (the binary), var/engines/ferretdb/data/ (one SQLite
# file per database), logs/ferretdb.log, run/ferretdb.pid. Go's module and build caches are kept
# under var/engines/cache so that a fresh install downloads into the repository's var/ only.

FERRETDB_DIR=$VAR_DIR/ferretdb
FERRETDB_BIN=$BIN_DIR/pintar-ferretdb
FERRETDB_SRC=$ENGINES_DIR/ferretdb

ferretdb_endpoint() { printf 'mongodb://%s:%s/%s\n' "$HOST" "$MONGO_PORT" "$MONGO_DB"; }
ferretdb_exports() { printf 'export MONGODB_URI=%s\n' "$(ferretdb_endpoint)"; }

ferretdb_version() { awk '$1 == "require" && $2 == "github.com/FerretDB/FerretDB" { print $3 }' "$FERRETDB_SRC/go.mod"; }

ferretdb_install() {
  local want stamp t0
  # Rebuild only when our sources (or the Go version) change.
  want="$(cat "$FERRETDB_SRC/go.mod" "$FERRETDB_SRC/go.sum" "$FERRETDB_SRC/main.go" "$FERRETDB_SRC/patch.sh" | sha256sum | cut -c1-16)"
  stamp=$FERRETDB_BIN.stamp
  if command -v go >/dev/null 2>&1; then want="$want $(go env GOVERSION)"; fi
  if stamp_ok "$stamp" "$want" && [[ -x $FERRETDB_BIN ]]; then
    log "ferretdb: pintar-ferretdb ($(ferretdb_version)) already built"
    return 0
  fi
  # Debian 12's golang (1.19) is too old for FerretDB 1.24 (go >= 1.24), so no apt fallback.
  command -v go >/dev/null 2>&1 || die "ferretdb: 'go' (>= 1.24) not found on PATH; it is needed to build pintar-ferretdb"
  t0=$(now_s)
  mkdir -p "$BIN_DIR" "$FERRETDB_DIR/logs" "$CACHE_DIR"
  log "ferretdb: building pintar-ferretdb with github.com/FerretDB/FerretDB $(ferretdb_version) (takes a minute or two)"
  # -modcacherw: Go makes module cache files read-only by default, which would make
  #   `rm -rf var/engines` fail; -mod=mod lets go add missing go.sum lines instead of failing;
  # ferretdb_no_postgresql: leave out the PostgreSQL backend we do not use; CGO is not needed
  #   (the SQLite driver is modernc.org/sqlite, pure Go).
  if ! (
    cd "$FERRETDB_SRC"
    export GOMODCACHE="$CACHE_DIR/gomod" GOCACHE="$CACHE_DIR/gobuild" GOFLAGS="-mod=mod -modcacherw" \
      CGO_ENABLED=0 GOTOOLCHAIN=local
    # patch.sh: FerretDB's `_id` lookups use the unique index (see the script).
    modfile=$(./patch.sh "$CACHE_DIR/ferretdb-patched")
    go build -modfile "$modfile" -trimpath -tags ferretdb_no_postgresql -ldflags='-s -w' -o "$FERRETDB_BIN.tmp" .
  ) >"$FERRETDB_DIR/logs/install.log" 2>&1; then
    show_log_tail "$FERRETDB_DIR/logs/install.log"
    die "ferretdb: go build failed (log: $FERRETDB_DIR/logs/install.log)"
  fi
  mv "$FERRETDB_BIN.tmp" "$FERRETDB_BIN"
  printf '%s' "$want" >"$stamp"
  log "ferretdb: built $FERRETDB_BIN in $(elapsed "$t0")s"
}

ferretdb_start() {
  local pid
  if pid=$(engine_pid ferretdb); then
    log "ferretdb: already running (pid $pid) on $(ferretdb_endpoint)"
    return 0
  fi
  [[ -x $FERRETDB_BIN ]] || die "ferretdb: $FERRETDB_BIN missing; run scripts/engines/install first"
  ensure_port_free ferretdb "$MONGO_PORT"
  mkdir -p "$FERRETDB_DIR/data" "$FERRETDB_DIR/logs" "$FERRETDB_DIR/run"
  log "ferretdb: starting on $HOST:$MONGO_PORT (SQLite in $FERRETDB_DIR/data)"
  # The SQLite URL must name a directory and end with '/': one <database>.sqlite file per database.
  setsid "$FERRETDB_BIN" -listen "$HOST:$MONGO_PORT" -sqlite-url "file:$FERRETDB_DIR/data/" \
    -log-level "${FERRETDB_LOG_LEVEL:-warn}" ${FERRETDB_PPROF:+-pprof "$FERRETDB_PPROF"} \
    </dev/null >>"$FERRETDB_DIR/logs/ferretdb.log" 2>&1 &
  echo $! >"$(pid_file ferretdb)"
}

ferretdb_ping() {
  "$FERRETDB_BIN" -ping "$HOST:$MONGO_PORT" -timeout 2s 2>/dev/null
}

ferretdb_wait() {
  local pid
  pid=$(engine_pid ferretdb) || {
    show_log_tail "$FERRETDB_DIR/logs/ferretdb.log"
    die "ferretdb: process exited during start-up (log: $FERRETDB_DIR/logs/ferretdb.log)"
  }
  wait_until "$START_TIMEOUT" "ferretdb ping" ferretdb_ping || {
    show_log_tail "$FERRETDB_DIR/logs/ferretdb.log"
    die "ferretdb: not answering ping (log: $FERRETDB_DIR/logs/ferretdb.log)"
  }
  log "ferretdb: ready on $(ferretdb_endpoint) (pid $pid)"
}

ferretdb_stop() {
  local pid
  if pid=$(engine_pid ferretdb); then
    stop_pid ferretdb "$pid"
  else
    rm -f "$(pid_file ferretdb)"
    log "ferretdb: not running"
  fi
}
