#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: its own data folder and port,
# run as the `postgres` user (PostgreSQL refuses to run as root).
#
#   source .ci/postgres.sh start   # installs it if missing, starts it, exports PENTE_TEST_POSTGRES
#   .ci/postgres.sh stop
#
# Tests that need PostgreSQL read PENTE_TEST_POSTGRES (a server URL whose user
# may create databases); without it they say they were skipped, and why.
set -euo pipefail

PG_PORT="${PG_PORT:-55432}"
PG_DIR="${PG_DIR:-/tmp/pente-bot-postgres}"

pg_bin() {
    local bin
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$bin" ]; then
        echo "installing PostgreSQL (Debian's postgresql package)" >&2
        apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
        bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    fi
    echo "$bin"
}

as_postgres() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

pg_start() {
    local bin
    bin=$(pg_bin)
    if ! id postgres >/dev/null 2>&1; then
        useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
    fi
    if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
        rm -rf "$PG_DIR"
        mkdir -p "$PG_DIR"
        chown postgres "$PG_DIR"
        as_postgres "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    # Tests make a database each and run in parallel; keep it light and fast.
    as_postgres "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -o \
        "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
        start >/dev/null
    export PENTE_TEST_POSTGRES="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    echo "PostgreSQL is up: $PENTE_TEST_POSTGRES" >&2
}

pg_stop() {
    local bin
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -n "$bin" ] && [ -f "$PG_DIR/data/postmaster.pid" ] || return 0
    as_postgres "$bin/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null || true
}

case "${1:-}" in
    start) pg_start ;;
    stop) pg_stop ;;
    *) echo "usage: $0 start|stop" >&2; return 2 2>/dev/null || exit 2 ;;
esac
