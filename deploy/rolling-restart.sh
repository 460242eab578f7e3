#!/usr/bin/env bash
# Restarts the site's instances one at a time with no failed request: each is taken out of nginx's
# upstream first (marked `down`, nginx reloaded gracefully), restarted (SIGTERM: it finishes what
# it has in flight), waited for on /readyz, and put back. docs/deployment.md, "Rolling restart".
#
# GMR_PORTS            the instances' ports (default "3001 3002")
# GMR_UPSTREAM_FILE    the upstream file nginx includes (default /etc/nginx/gmr-upstream.conf)
# GMR_RESTART          command restarting one instance, {port} replaced (default systemctl restart gmr@{port})
# GMR_NGINX_RELOAD     command reloading nginx (default nginx -s reload)
# GMR_DRAIN_SECONDS    wait after taking an instance out, for nginx's old workers (default 2)
set -euo pipefail
ports="${GMR_PORTS:-3001 3002}"
upstream_file="${GMR_UPSTREAM_FILE:-/etc/nginx/gmr-upstream.conf}"
restart="${GMR_RESTART:-systemctl restart gmr@{port\}}"
reload="${GMR_NGINX_RELOAD:-nginx -s reload}"
drain="${GMR_DRAIN_SECONDS:-2}"

write_upstream() {
  local out="$1"
  {
    echo "upstream gmr {"
    for port in $ports; do
      if [ "$port" = "$out" ]; then
        echo "    server 127.0.0.1:$port down;"
      else
        echo "    server 127.0.0.1:$port max_fails=0;"
      fi
    done
    echo "}"
  } >"$upstream_file.next"
  mv "$upstream_file.next" "$upstream_file"
  $reload
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
  sleep "$drain"
  ${restart//\{port\}/$port}
  wait_ready "$port"
done
write_upstream ""
echo "every instance restarted"
