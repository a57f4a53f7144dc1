#!/usr/bin/env bash
# Throwaway PostgreSQL server for tests and benchmarks.
#
#   eval "$(bash scripts/postgres.sh start)"  # exports DATABASE_URL, PONTE_PG_DIR, PONTE_PG_BIN
#   eval "$(bash scripts/postgres.sh start --durable)"  # the same, with the crash-safe server defaults
#   bash scripts/postgres.sh stop             # stops the server at $PONTE_PG_DIR and deletes the directory
#
#   eval "$(bash scripts/postgres.sh start-replica)"  # a streaming replica of $PONTE_PG_DIR's server (pg_basebackup -R),
#                                                     # on its own free port: exports DATABASE_READ_URL, PONTE_PG_REPLICA_DIR
#   bash scripts/postgres.sh halt-replica | resume-replica | stop-replica
#
# `start` creates a new cluster in a fresh temp directory each time, listening
# only on 127.0.0.1 on a free port, so several instances can run side by side.
# If no server binaries are found under /usr/lib/postgresql/*/bin it installs
# the Debian `postgresql` package with apt-get (via sudo when not root). As
# root, the server runs as the `postgres` OS user, since initdb and pg_ctl
# refuse to run as root.
#
# By default the settings (fsync=off, synchronous_commit=off,
# full_page_writes=off) are for the speed of tests and are NOT crash-safe; use
# that only for disposable data. `start --durable` (or PONTE_PG_DURABLE=1) keeps
# PostgreSQL's own defaults for those three, as a production server does: the
# benchmarks measure that one.
#
# Note: `eval "$(cmd)"` succeeds even when cmd fails (it evals an empty string).
# In scripts that use `set -e`, capture the output first so a failure stops them:
#   pg_env="$(bash scripts/postgres.sh start)"; eval "$pg_env"
set -euo pipefail

readonly PG_OS_USER=postgres
readonly DIR_PREFIX=ponte-pg.
readonly READY_TIMEOUT=30 # seconds

log() { printf 'postgres.sh: %s\n' "$*" >&2; }
die() {
  log "error: $*"
  exit 1
}

usage() {
  cat >&2 <<'EOF'
usage: eval "$(bash scripts/postgres.sh start)"   start a server; prints export lines for
                                                   DATABASE_URL, PONTE_PG_DIR and PONTE_PG_BIN
       eval "$(bash scripts/postgres.sh start --durable)"
                                                   the same with fsync, synchronous_commit and
                                                   full_page_writes on (also PONTE_PG_DURABLE=1)
       bash scripts/postgres.sh stop               stop the server in $PONTE_PG_DIR and delete it
       eval "$(bash scripts/postgres.sh start-replica)"
                                                   a streaming replica of the server in $PONTE_PG_DIR; prints export
                                                   lines for DATABASE_READ_URL and PONTE_PG_REPLICA_DIR
       bash scripts/postgres.sh halt-replica       stop the replica (same port and data kept), resume-replica starts it
       bash scripts/postgres.sh stop-replica       stop the replica in $PONTE_PG_REPLICA_DIR and delete it
EOF
}

# Print the bin directory of the newest PostgreSQL under /usr/lib/postgresql.
find_bin_dir() {
  local ctl
  local -a ctls
  shopt -s nullglob
  ctls=(/usr/lib/postgresql/*/bin/pg_ctl)
  shopt -u nullglob
  ((${#ctls[@]} > 0)) || return 1
  while IFS= read -r ctl; do
    local dir=${ctl%/pg_ctl}
    if [[ -x $dir/pg_ctl && -x $dir/initdb && -x $dir/postgres && -x $dir/pg_isready ]]; then
      printf '%s\n' "$dir"
      return 0
    fi
  done < <(printf '%s\n' "${ctls[@]}" | sort -rV)
  return 1
}

as_root() {
  if ((EUID == 0)); then
    "$@"
  else
    command -v sudo >/dev/null 2>&1 || die "need root to run: $* (sudo is not available)"
    sudo "$@"
  fi
}

install_server() {
  log "no PostgreSQL server binaries under /usr/lib/postgresql; installing the 'postgresql' package"
  as_root apt-get update -q >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
    postgresql >&2
}

ensure_os_user() {
  id -u "$PG_OS_USER" >/dev/null 2>&1 && return 0
  log "creating system user '$PG_OS_USER'"
  local -a group_opt=(--user-group)
  if getent group "$PG_OS_USER" >/dev/null 2>&1; then group_opt=(--gid "$PG_OS_USER"); fi
  useradd --system "${group_opt[@]}" --no-create-home --home-dir /var/lib/postgresql \
    --shell /usr/sbin/nologin "$PG_OS_USER" >&2
}

# as_user USER CMD...: run CMD as USER (directly if that is us), from a working
# directory every user can enter. fd 3 (the saved stdout of `start`) is closed
# so the server cannot hold the caller's $(...) pipe open.
as_user() {
  local user=$1
  shift
  if [[ $user == "$(id -un)" ]]; then
    (cd / && "$@") 3>&-
  else
    command -v runuser >/dev/null 2>&1 || die "runuser (util-linux) is required to run PostgreSQL as '$user'"
    (cd / && runuser -u "$user" -- "$@") 3>&-
  fi
}

free_port() {
  command -v node >/dev/null 2>&1 || die "node is required to pick a free port"
  node -e '
    const srv = require("net").createServer();
    srv.listen(0, "127.0.0.1", () => {
      process.stdout.write(String(srv.address().port));
      srv.close();
    });'
}

# Print the pid from DIR/postmaster.pid if that process is alive. A zombie
# (postmaster exited but nobody reaped it, e.g. under a container init that
# does not reap) counts as gone.
live_postmaster_pid() {
  local dir=$1 pid state
  [[ -f $dir/postmaster.pid ]] || return 1
  pid=$(head -n 1 -- "$dir/postmaster.pid" 2>/dev/null) || return 1
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  if [[ ! -d /proc/self ]]; then # no procfs: plain existence check
    kill -0 "$pid" 2>/dev/null || return 1
    printf '%s\n' "$pid"
    return 0
  fi
  state=$(sed -n 's/^State:[[:space:]]*\([A-Z]\).*/\1/p' "/proc/$pid/status" 2>/dev/null) || return 1
  [[ -n $state && $state != Z && $state != X ]] || return 1
  printf '%s\n' "$pid"
}

# Kill the server in DIR by the pid in postmaster.pid, as a last resort.
kill_postmaster() {
  local pid
  if pid=$(live_postmaster_pid "$1"); then
    log "killing postmaster $pid"
    kill -KILL "$pid" 2>/dev/null || true
  fi
}

# Set during `start`; cleaned up by on_start_exit if start fails midway.
START_DIR=
START_USER=
START_BIN=
on_start_exit() {
  local rc=$?
  if ((rc != 0)) && [[ -n $START_DIR && -d $START_DIR ]]; then
    if [[ -f $START_DIR/postmaster.pid ]]; then
      as_user "$START_USER" "$START_BIN/pg_ctl" -D "$START_DIR" -m immediate -w -t 10 -s stop >/dev/null 2>&1 ||
        kill_postmaster "$START_DIR"
    fi
    rm -rf -- "$START_DIR"
  fi
  exit "$rc"
}

cmd_start() {
  # stdout carries only the export lines; everything else goes to stderr.
  exec 3>&1 1>&2

  local durable=${PONTE_PG_DURABLE:-0} arg
  for arg in "$@"; do
    case $arg in
    --durable) durable=1 ;;
    --non-durable) durable=0 ;;
    *) die "unknown option for start: $arg" ;;
    esac
  done
  # Tests want speed; a crash loses nothing they need. A durable server keeps PostgreSQL's defaults (all on).
  local safety='-c fsync=off -c synchronous_commit=off -c full_page_writes=off'
  [[ $durable == 1 ]] && safety=''

  local bin user dir port attempt out started=0
  if [[ -n ${PONTE_PG_BIN:-} && -x ${PONTE_PG_BIN}/pg_ctl && -x ${PONTE_PG_BIN}/initdb ]]; then
    bin=$PONTE_PG_BIN
  elif ! bin=$(find_bin_dir); then
    install_server
    bin=$(find_bin_dir) || die "PostgreSQL server binaries still missing under /usr/lib/postgresql after installing"
  fi

  if ((EUID == 0)); then
    ensure_os_user
    user=$PG_OS_USER
  else
    user=$(id -un)
  fi

  # /tmp rather than $TMPDIR: the server user must be able to reach the
  # directory, and the socket path must stay short (~107 byte limit).
  dir=$(mktemp -d "/tmp/${DIR_PREFIX}XXXXXX")
  START_DIR=$dir START_USER=$user START_BIN=$bin
  trap on_start_exit EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  if [[ $user != "$(id -un)" ]]; then chown "$user:" "$dir"; fi
  chmod 700 "$dir"

  if ! out=$(as_user "$user" "$bin/initdb" -D "$dir" -A trust -U postgres --no-sync -E UTF8 --locale=C 2>&1); then
    printf '%s\n' "$out" >&2
    die "initdb failed"
  fi

  for attempt in 1 2 3; do
    port=$(free_port)
    [[ $port =~ ^[0-9]+$ ]] || die "could not pick a free port (got '$port')"
    # Kept in the directory, so `resume` starts the server again exactly as it was.
    printf '%s' "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir${safety:+ $safety} -c max_connections=300 -c shared_buffers=256MB" >"$dir/ponte.opts"
    if as_user "$user" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t "$READY_TIMEOUT" -s -o "$(cat "$dir/ponte.opts")" start; then
      started=1
      break
    fi
    # Make sure nothing is left half-started before retrying or giving up.
    as_user "$user" "$bin/pg_ctl" -D "$dir" -m immediate -w -t 10 -s stop >/dev/null 2>&1 || kill_postmaster "$dir"
    if ((attempt < 3)) && grep -qE 'could not bind|Address already in use' "$dir/server.log" 2>/dev/null; then
      log "port $port was taken meanwhile; retrying with another port"
      continue
    fi
    break
  done
  if ((!started)); then
    log "server log ($dir/server.log):"
    cat -- "$dir/server.log" >&2 2>/dev/null || true
    die "PostgreSQL failed to start"
  fi

  local deadline=$((SECONDS + READY_TIMEOUT))
  until "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres; do
    if ((SECONDS >= deadline)); then
      log "server log ($dir/server.log):"
      cat -- "$dir/server.log" >&2 2>/dev/null || true
      die "PostgreSQL on 127.0.0.1:$port not ready after ${READY_TIMEOUT}s"
    fi
    sleep 0.2
  done

  trap - EXIT INT TERM
  log "$("$bin/postgres" --version) ready on 127.0.0.1:$port (data dir $dir, $([[ $durable == 1 ]] && echo durable || echo 'NOT durable: fsync off'))"
  printf 'export DATABASE_URL=%q\n' "postgres://postgres@127.0.0.1:$port/postgres" >&3
  printf 'export PONTE_PG_DIR=%q\n' "$dir" >&3
  printf 'export PONTE_PG_BIN=%q\n' "$bin" >&3
}

cmd_stop() {
  local dir=${PONTE_PG_DIR:-} bin=${PONTE_PG_BIN:-} owner
  [[ -n $dir ]] || die "PONTE_PG_DIR is not set (eval the output of 'start' first)"
  case ${dir##*/} in
  "${DIR_PREFIX}"*) ;;
  *) die "refusing to remove '$dir': not a directory created by this script" ;;
  esac
  if [[ ! -d $dir ]]; then
    log "$dir does not exist; nothing to stop"
    return 0
  fi
  [[ -f $dir/PG_VERSION || -z $(ls -A -- "$dir") ]] ||
    die "refusing to remove '$dir': it does not look like a PostgreSQL data directory"

  if live_postmaster_pid "$dir" >/dev/null; then
    if [[ -z $bin || ! -x $bin/pg_ctl ]]; then
      bin=$(find_bin_dir) || die "cannot find pg_ctl (set PONTE_PG_BIN)"
    fi
    owner=$(stat -c %U -- "$dir")
    if ! as_user "$owner" "$bin/pg_ctl" -D "$dir" -m fast -w -t 30 -s stop; then
      log "fast shutdown failed; trying immediate shutdown"
      as_user "$owner" "$bin/pg_ctl" -D "$dir" -m immediate -w -t 10 -s stop || kill_postmaster "$dir"
    fi
  fi
  rm -rf -- "$dir"
  log "stopped PostgreSQL and removed $dir"
}

# halt / resume: stop the server and start it again on the same port and data, for outage tests.
cmd_halt() {
  local dir=${PONTE_PG_DIR:?PONTE_PG_DIR is not set} bin=${PONTE_PG_BIN:-}
  [[ -n $bin ]] || bin=$(find_bin_dir) || die "cannot find pg_ctl (set PONTE_PG_BIN)"
  as_user "$(stat -c %U -- "$dir")" "$bin/pg_ctl" -D "$dir" -m fast -w -t 30 -s stop
  log "halted PostgreSQL in $dir"
}

cmd_resume() {
  local dir=${PONTE_PG_DIR:?PONTE_PG_DIR is not set} bin=${PONTE_PG_BIN:-}
  [[ -n $bin ]] || bin=$(find_bin_dir) || die "cannot find pg_ctl (set PONTE_PG_BIN)"
  [[ -f $dir/ponte.opts ]] || die "$dir was not started by this script"
  as_user "$(stat -c %U -- "$dir")" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t "$READY_TIMEOUT" -s -o "$(cat "$dir/ponte.opts")" start
  log "resumed PostgreSQL in $dir"
}

# A streaming replica of the server in $PONTE_PG_DIR, for the read-replica tests: a base backup taken over the
# replication protocol on loopback (initdb's pg_hba trusts local replication), with standby.signal and
# primary_conninfo written by -R, started on a free port of its own.
cmd_start_replica() {
  exec 3>&1 1>&2
  local primary=${PONTE_PG_DIR:?PONTE_PG_DIR is not set (start the primary first)} bin=${PONTE_PG_BIN:-} user dir port
  [[ -n $bin ]] || bin=$(find_bin_dir) || die "cannot find pg_ctl (set PONTE_PG_BIN)"
  [[ -f $primary/ponte.opts ]] || die "$primary was not started by this script"
  local primary_port
  primary_port=$(sed -n 's/.*-c port=\([0-9]*\).*/\1/p' "$primary/ponte.opts")
  user=$(stat -c %U -- "$primary")
  dir=$(mktemp -d "/tmp/${DIR_PREFIX}replica.XXXXXX")
  START_DIR=$dir START_USER=$user START_BIN=$bin
  trap on_start_exit EXIT
  if [[ $user != "$(id -un)" ]]; then chown "$user:" "$dir"; fi
  chmod 700 "$dir"
  as_user "$user" "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir" -R -X stream --no-sync -c fast ||
    die "pg_basebackup from 127.0.0.1:$primary_port failed"
  port=$(free_port)
  # The primary's options, on the replica's own port and socket directory; hot_standby answers reads while it replays.
  sed -e "s/-c port=[0-9]*/-c port=$port/" -e "s|-c unix_socket_directories=[^ ]*|-c unix_socket_directories=$dir|" \
    "$primary/ponte.opts" >"$dir/ponte.opts"
  printf ' -c hot_standby=on' >>"$dir/ponte.opts"
  as_user "$user" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t "$READY_TIMEOUT" -s -o "$(cat "$dir/ponte.opts")" start || {
    cat -- "$dir/server.log" >&2 2>/dev/null || true
    die "the replica failed to start"
  }
  trap - EXIT
  log "replica of 127.0.0.1:$primary_port ready on 127.0.0.1:$port (data dir $dir)"
  printf 'export DATABASE_READ_URL=%q\n' "postgres://postgres@127.0.0.1:$port/postgres" >&3
  printf 'export PONTE_PG_REPLICA_DIR=%q\n' "$dir" >&3
}

cmd_replica() {
  local action=$1
  local dir=${PONTE_PG_REPLICA_DIR:?PONTE_PG_REPLICA_DIR is not set (eval the output of start-replica first)}
  case $action in
  halt) PONTE_PG_DIR=$dir cmd_halt ;;
  resume) PONTE_PG_DIR=$dir cmd_resume ;;
  stop) PONTE_PG_DIR=$dir cmd_stop ;;
  esac
}

case ${1:-} in
start)
  shift
  cmd_start "$@"
  ;;
stop) cmd_stop ;;
halt) cmd_halt ;;
resume) cmd_resume ;;
start-replica) cmd_start_replica ;;
halt-replica) cmd_replica halt ;;
resume-replica) cmd_replica resume ;;
stop-replica) cmd_replica stop ;;
-h | --help | help) usage ;;
*)
  usage
  exit 2
  ;;
esac
