#!/usr/bin/env bash
# Restarts the site's instances one at a time with no failed request: each is taken out of nginx's
# upstream first (marked `down`, nginx reloaded gracefully), restarted (SIGTERM: it finishes what
# it has in flight), waited for on /readyz, and put back. docs/deployment.md, "Rolling restart".
# A reload is waited for: nginx's old workers (the old upstream) finish their requests and exit
# before the instance they no longer name is stopped.
#
# GMR_PORTS            the instances' ports (default "3001 3002")
# GMR_UPSTREAM_FILE    the upstream file nginx includes (default /etc/nginx/gmr-upstream.conf)
# GMR_RESTART          command restarting one instance, {port} replaced (default systemctl restart gmr@{port})
# GMR_NGINX_RELOAD     command reloading nginx (default nginx -s reload)
# GMR_NGINX_PID_FILE   nginx's pid file (default /run/nginx.pid)
set -euo pipefail
ports="${GMR_PORTS:-3001 3002}"
upstream_file="${GMR_UPSTREAM_FILE:-/etc/nginx/gmr-upstream.conf}"
restart="${GMR_RESTART:-systemctl restart gmr@{port\}}"
reload="${GMR_NGINX_RELOAD:-nginx -s reload}"
pid_file="${GMR_NGINX_PID_FILE:-/run/nginx.pid}"

# nginx's worker processes: the master's children.
workers() {
  local master
  master="$(cat "$pid_file")"
  cat /proc/"$master"/task/*/children 2>/dev/null || true
}

# Reloads nginx and waits (at most 60 s) until the workers of the previous configuration are gone.
reload_nginx() {
  local old worker alive
  old="$(workers)"
  $reload
  for _ in $(seq 1 600); do
    alive=""
    for worker in $old; do
      if kill -0 "$worker" 2>/dev/null; then alive=1; fi
    done
    [ -z "$alive" ] && return 0
    sleep 0.1
  done
  echo "nginx's old workers are still running after 60 s" >&2
  exit 1
}

write_upstream() {
  local out="$1" each
  {
    echo "upstream gmr {"
    for each in $ports; do
      if [ "$each" = "$out" ]; then
        echo "    server 127.0.0.1:$each down;"
      else
        echo "    server 127.0.0.1:$each max_fails=0;"
      fi
    done
    echo "}"
  } >"$upstream_file.next"
  mv "$upstream_file.next" "$upstream_file"
  reload_nginx
}

wait_ready() {
  local port="$1"
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz"; then return 0; fi
    sleep 0.5
  done
  echo "instance on port $port is not ready after 60 s; it stays out of the upstream" >&2
  exit 1
}

for port in $ports; do
  echo "restarting the instance on port $port"
  write_upstream "$port"
  ${restart//\{port\}/$port}
  wait_ready "$port"
done
write_upstream ""
echo "every instance restarted"
