#!/usr/bin/env bash
# A consistent dump of the site's database in PostgreSQL's custom format (compressed, restorable
# table by table): BACKUP_DIR/gmr-YYYYMMDDTHHMMSSZ.dump. Keeps the newest BACKUP_KEEP (14) dumps.
# Restore: docs/deployment.md, "Backup and restore".
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must name the database to dump}"
: "${BACKUP_DIR:?BACKUP_DIR must name the folder for the dumps}"
keep="${BACKUP_KEEP:-14}"
mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/gmr-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
echo "$file"
ls -1t "$BACKUP_DIR"/gmr-*.dump | tail -n +"$((keep + 1))" | xargs -r rm --
