#!/usr/bin/env bash
# Checks the deployment files of deploy/ as far as a machine without them installed can
# (docs/deployment.md): nginx's full TLS configuration with `nginx -t`, the systemd units with
# `systemd-analyze verify`, the shell scripts with `bash -n`. The cluster test (tests/cluster/run.ts)
# runs the proxy lines, the rolling restart and the backup for real.
set -euo pipefail
cd "$(dirname "$0")/../.."
deploy="$PWD/deploy"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# nginx: gmr.conf as installed, with the certificate and include paths pointed into $work.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=www.example.com" \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null
sed -e "s#/etc/letsencrypt/live/www.example.com#$work#g" \
  -e "s#/etc/nginx/gmr-upstream.conf#$deploy/nginx/gmr-upstream.conf#" \
  -e "s#/etc/nginx/snippets/gmr-proxy.conf#$deploy/nginx/gmr-proxy.conf#" \
  "$deploy/nginx/gmr.conf" >"$work/gmr.conf"
cat >"$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
    access_log off;
    include $work/gmr.conf;
}
CONF
nginx -t -q -c "$work/nginx.conf" -p "$work"
echo "ok   nginx -t: deploy/nginx/gmr.conf with gmr-upstream.conf and gmr-proxy.conf"

# systemd: the units as installed, with the release folder (/srv/gmr/current) pointed at this
# checkout and the release's node (.node/bin/node) at the node this machine runs, since verify
# checks that each command exists.
for unit in gmr@.service gmr-backup.service gmr-backup.timer gmr-digest.service gmr-digest.timer; do
  sed -e "s#/srv/gmr/current/.node/bin/node#$(command -v node)#g" -e "s#/srv/gmr/current#$PWD#g" \
    "$deploy/systemd/$unit" >"$work/$unit"
done
cp "$work/gmr@.service" "$work/gmr@3001.service"
output="$(cd "$work" && systemd-analyze verify ./gmr@3001.service ./gmr-backup.service ./gmr-backup.timer ./gmr-digest.service ./gmr-digest.timer 2>&1)"
if [ -n "$output" ]; then
  echo "$output" >&2
  echo "FAIL systemd-analyze verify" >&2
  exit 1
fi
echo "ok   systemd-analyze verify: gmr@.service, gmr-backup.service, gmr-backup.timer, gmr-digest.service, gmr-digest.timer"

bash -n "$deploy/rolling-restart.sh" "$deploy/backup.sh"
echo "ok   bash -n: rolling-restart.sh, backup.sh"
