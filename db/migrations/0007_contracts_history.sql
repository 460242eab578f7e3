CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" integer NOT NULL,
	"version_id" integer NOT NULL,
	"position" integer NOT NULL,
	"address" text NOT NULL,
	"type" text NOT NULL,
	"zone" text NOT NULL,
	"zip" text NOT NULL,
	"acres" double precision,
	"sqft" double precision,
	"price" double precision NOT NULL,
	"dom" integer NOT NULL,
	"contract_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_week_weeks_week_fk" FOREIGN KEY ("week") REFERENCES "public"."weeks"("week") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_week_position_unique" UNIQUE ("week", "position");
--> statement-breakpoint
CREATE INDEX "contracts_contract_date_idx" ON "contracts" USING btree ("contract_date");
--> statement-breakpoint
CREATE INDEX "contracts_type_date_idx" ON "contracts" USING btree ("type","contract_date");
--> statement-breakpoint
CREATE INDEX "contracts_zone_idx" ON "contracts" USING btree ("zone");
--> statement-breakpoint
CREATE INDEX "contracts_zip_date_idx" ON "contracts" USING btree ("zip","contract_date");
--> statement-breakpoint
CREATE INDEX "contracts_price_idx" ON "contracts" USING btree ("price");
--> statement-breakpoint
INSERT INTO "contracts" ("week", "version_id", "position", "address", "type", "zone", "zip", "acres", "sqft", "price", "dom", "contract_date")
SELECT "weeks"."week", "week_versions"."id", "row"."ordinality" - 1, "row"."value"->>'address', "row"."value"->>'type', "row"."value"->>'zone', "row"."value"->>'zip', ("row"."value"->>'acres')::double precision, ("row"."value"->>'sqft')::double precision, ("row"."value"->>'price')::double precision, ("row"."value"->>'dom')::integer, ("row"."value"->>'contractDate')::date
FROM "weeks"
INNER JOIN "week_versions" ON "week_versions"."id" = "weeks"."published_version_id"
CROSS JOIN LATERAL jsonb_array_elements("week_versions"."contracts") WITH ORDINALITY AS "row"("value", "ordinality");
