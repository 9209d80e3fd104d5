#!/bin/sh
# Takes an API instance out of nginx's pool, or puts it back, for a rolling restart:
#
#   deploy/nginx-upstream.sh <release folder> down 10.0.0.11:8000
#   (SIGTERM the instance, start it again, wait for GET /api/health/ready to answer 200)
#   deploy/nginx-upstream.sh <release folder> up 10.0.0.11:8000
#
# It marks the instance's `server` line in <release folder>/kea-upstream.conf `down` (or removes
# the mark), checks the configuration, reloads nginx (SIGHUP to the master named in nginx.pid)
# and returns once every worker that ran the old configuration has exited. After `down`, no
# worker of nginx holds or opens a connection to the instance, so stopping it cannot reset a
# connection under a request: a POST that nginx had just written on a connection the instance
# accepted a moment before its listening socket closed would otherwise fail with 502, since nginx
# never resends a POST (the instance's own drain, server/lib/drain.ts, covers every other case).
#
# NGINX (default /usr/sbin/nginx) and NGINX_GLOBALS (the -g the master was started with) are
# read from the environment; the cluster test (test/cluster/) runs its rolling restart with it.
set -eu

dir=${1:?usage: nginx-upstream.sh <release folder> down|up <host:port>}
state=${2:?usage: nginx-upstream.sh <release folder> down|up <host:port>}
address=${3:?usage: nginx-upstream.sh <release folder> down|up <host:port>}
nginx=${NGINX:-/usr/sbin/nginx}
conf="$dir/kea-upstream.conf"

case "$state" in
  down | up) ;;
  *) echo "nginx-upstream.sh: the state is down or up, not '$state'" >&2; exit 2 ;;
esac
# The instance's `server` line (the address's dots and other regex characters escaped).
line="^[[:space:]]*server[[:space:]]\{1,\}$(printf '%s' "$address" | sed 's/[].[*^$\/]/\\&/g')[[:space:];]"
grep -q "$line" "$conf" || {
  echo "nginx-upstream.sh: $conf has no 'server $address' line" >&2
  exit 2
}
# Without a `down` mark, then with one if asked for.
sed -i "/$line/s/[[:space:]]\{1,\}down;/;/" "$conf"
[ "$state" = up ] || sed -i "/$line/s/;[[:space:]]*$/ down;/" "$conf"

"$nginx" -q -t -p "$dir/" -c "$dir/nginx.conf" ${NGINX_GLOBALS:+-g "$NGINX_GLOBALS"}

[ -s "$dir/nginx.pid" ] || {
  echo "nginx-upstream.sh: no $dir/nginx.pid: is nginx running from this folder (nginx -p $dir)?" >&2
  exit 1
}
master=$(cat "$dir/nginx.pid")
# The master's children before the reload: the workers (and cache processes) of the old
# configuration. Read from /proc, so that the script needs nothing beyond a POSIX shell.
children() {
  for stat in /proc/[0-9]*/stat; do
    # Fields: pid (comm) state ppid …; nginx's comm has no spaces.
    set -- $(cat "$stat" 2>/dev/null) || continue
    [ "${4:-}" = "$master" ] && echo "$1"
  done
  return 0
}
old=$(children)
kill -HUP "$master"

# Every old worker finishes the requests it has in flight, then exits; give up after a minute
# (nginx's own limit is worker_shutdown_timeout, unset here: the API answers within 60 s).
waited=0
for pid in $old; do
  while [ -e "/proc/$pid" ] && [ "$(cut -d' ' -f4 "/proc/$pid/stat" 2>/dev/null)" = "$master" ]; do
    if [ "$waited" -ge 600 ]; then
      echo "nginx-upstream.sh: nginx's worker $pid still runs the old configuration after 60 s" >&2
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
done
