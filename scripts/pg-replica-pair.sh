#!/usr/bin/env bash
# A throw-away PostgreSQL primary and its streaming read replica (pg_basebackup), for the tests of
# DATABASE_READ_URL (apps/server/src/db/read-replica.postgres.test.ts) and CI (.ci/run).
#
#   scripts/pg-replica-pair.sh start <dir> <primary-port> <replica-port>
#       initdb <dir>/primary (wal_level=replica, replication from 127.0.0.1 trusted), starts it, creates the
#       database (PG_PAIR_DB, default school_test), clones it with pg_basebackup -R -X stream into <dir>/replica,
#       starts that as a hot standby, waits until it streams, and prints the two URLs as two lines:
#         DATABASE_URL=postgres://postgres@127.0.0.1:<primary-port>/<db>
#         DATABASE_READ_URL=postgres://postgres@127.0.0.1:<replica-port>/<db>
#       (read them with `sed -n 's/^DATABASE_URL=//p'`, or `export $(…)`; for the API tests they are
#       TEST_DATABASE_URL and TEST_DATABASE_READ_URL).
#   scripts/pg-replica-pair.sh stop <dir> [<primary-port> <replica-port>]
#       stops both clusters and removes <dir> (the ports are not needed).
#   scripts/pg-replica-pair.sh replica-stop|replica-start <dir> <primary-port> <replica-port>
#       stops / starts the replica alone (the "replica down" test).
#
# Trust authentication on 127.0.0.1 only: a test fixture, never a production layout. Run as root (the clusters
# then belong to the postgres OS user, like .ci/run) or as the user who should own them. Everything but the
# URLs goes to stderr.
set -euo pipefail

usage() {
  echo "usage: $0 start|stop|replica-stop|replica-start <dir> <primary-port> <replica-port>  (stop: <dir> alone is enough)" >&2
  exit 2
}
command=${1:-}
if [ "$command" = stop ]; then [ $# -eq 2 ] || [ $# -eq 4 ] || usage; else [ $# -eq 4 ] || usage; fi
dir=$2
primary_port=${3:-}
replica_port=${4:-}
db=${PG_PAIR_DB:-school_test}
pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$pg_bin/initdb" ] || { echo "initdb not found (set PG_BIN)" >&2; exit 1; }

# Runs a command as the clusters' owner: postgres when we are root (initdb refuses root).
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    su postgres -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

pg_ctl_stop() {
  if [ -f "$1/postmaster.pid" ]; then as_owner "$pg_bin/pg_ctl" -D "$1" -m fast -w stop >/dev/null 2>&1 || true; fi
}

case "$command" in
  start)
    if [ -e "$dir/primary" ]; then
      echo "$dir/primary exists: stop it first ($0 stop $dir $primary_port $replica_port)" >&2
      exit 1
    fi
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    as_owner "$pg_bin/initdb" -D "$dir/primary" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
    printf "%s\n" \
      "port = $primary_port" \
      "unix_socket_directories = '$dir'" \
      "listen_addresses = '127.0.0.1'" \
      "wal_level = replica" \
      "max_wal_senders = 5" \
      "wal_keep_size = '256MB'" \
      "hot_standby = on" \
      "hot_standby_feedback = on" \
      "fsync = off" |
      as_owner tee -a "$dir/primary/postgresql.conf" >/dev/null
    echo "host replication all 127.0.0.1/32 trust" | as_owner tee -a "$dir/primary/pg_hba.conf" >/dev/null
    as_owner "$pg_bin/pg_ctl" -D "$dir/primary" -l "$dir/primary.log" -w start >/dev/null
    as_owner "$pg_bin/createdb" -h 127.0.0.1 -p "$primary_port" -U postgres "$db"
    as_owner "$pg_bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/replica" -R -X stream -c fast
    # The copy carries the primary's settings; only the port differs (standby.signal came with -R).
    printf "port = %s\n" "$replica_port" | as_owner tee -a "$dir/replica/postgresql.conf" >/dev/null
    as_owner "$pg_bin/pg_ctl" -D "$dir/replica" -l "$dir/replica.log" -w start >/dev/null
    for _ in $(seq 1 100); do
      streaming=$(as_owner "$pg_bin/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -d "$db" -Atc \
        "select count(*) from pg_stat_replication where state = 'streaming'")
      [ "$streaming" -ge 1 ] && break
      sleep 0.1
    done
    [ "$streaming" -ge 1 ] || { echo "the replica does not stream (see $dir/replica.log)" >&2; exit 1; }
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$primary_port/$db"
    echo "DATABASE_READ_URL=postgres://postgres@127.0.0.1:$replica_port/$db"
    ;;
  stop)
    pg_ctl_stop "$dir/replica"
    pg_ctl_stop "$dir/primary"
    rm -rf "$dir"
    ;;
  replica-stop)
    pg_ctl_stop "$dir/replica"
    ;;
  replica-start)
    as_owner "$pg_bin/pg_ctl" -D "$dir/replica" -l "$dir/replica.log" -w start >/dev/null
    ;;
  *)
    usage
    ;;
esac
