CREATE INDEX "outbox_live_idx" ON "outbox" USING btree ("kind","id") WHERE "outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_delivered_at_idx" ON "outbox" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "outbox_claimed_idx" ON "outbox" USING btree ("claimed_until") WHERE "outbox"."status" in ('pending', 'sending');