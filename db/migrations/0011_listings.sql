CREATE TABLE "listing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"mls" text NOT NULL,
	"position" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"price" double precision NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "listing_events_mls_position_unique" UNIQUE("mls","position"),
	CONSTRAINT "listing_events_status" CHECK ("listing_events"."status" in ('coming-soon', 'active', 'under-contract', 'closed', 'withdrawn', 'expired', 'canceled', 'temporarily-off-market'))
);
--> statement-breakpoint
CREATE TABLE "listing_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"line" integer NOT NULL,
	"mls" text NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "listing_rows_upload_mls_unique" UNIQUE("upload_id","mls")
);
--> statement-breakpoint
CREATE TABLE "listing_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"as_of" date NOT NULL,
	"covers_from" date NOT NULL,
	"row_count" integer NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"added_count" integer NOT NULL,
	"changed_count" integer NOT NULL,
	"unchanged_count" integer NOT NULL,
	CONSTRAINT "listing_uploads_content_hash_unique" UNIQUE("content_hash"),
	CONSTRAINT "listing_uploads_dates" CHECK ("listing_uploads"."covers_from" <= "listing_uploads"."as_of")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"mls" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"status_date" date NOT NULL,
	"mls_status" text NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"district" text,
	"zoning" text,
	"beds" double precision,
	"baths" double precision,
	"sqft" double precision,
	"lower_level_sqft" double precision,
	"attic_sqft" double precision,
	"lot_acres" double precision,
	"hoa_monthly" double precision,
	"taxes_annual" double precision,
	"list_date" date NOT NULL,
	"original_price" double precision NOT NULL,
	"list_price" double precision NOT NULL,
	"contract_date" date,
	"pending_date" date,
	"close_date" date,
	"close_price" double precision,
	"off_market_date" date,
	"dom" integer,
	"cdom" integer,
	"reductions" integer NOT NULL,
	"total_reduction" double precision NOT NULL,
	"last_open_house" date,
	"firm" text,
	"agent" text,
	"upload_id" integer,
	CONSTRAINT "listings_status" CHECK ("listings"."status" in ('coming-soon', 'active', 'under-contract', 'closed', 'withdrawn', 'expired', 'canceled', 'temporarily-off-market'))
);
--> statement-breakpoint
/* 
    Unfortunately in current drizzle-kit version we can't automatically get name for primary key.
    We are working on making it available!

    Meanwhile you can:
        1. Check pk name in your database, by running
            SELECT constraint_name FROM information_schema.table_constraints
            WHERE table_schema = 'public'
                AND table_name = 'mls_column_maps'
                AND constraint_type = 'PRIMARY KEY';
        2. Uncomment code below and paste pk name manually
        
    Hope to release this update as soon as possible
*/

-- drizzle-kit cannot name the primary key it replaces: mls_column_maps had the default name
-- "mls_column_maps_pkey" (0004), on headers_key alone.
ALTER TABLE "mls_column_maps" DROP CONSTRAINT "mls_column_maps_pkey";--> statement-breakpoint
ALTER TABLE "mls_column_maps" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "mls_column_maps" ADD COLUMN "kind" text DEFAULT 'contracts' NOT NULL;--> statement-breakpoint
ALTER TABLE "week_uploads" ADD COLUMN "kind" text DEFAULT 'contracts' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_mls_listings_mls_fk" FOREIGN KEY ("mls") REFERENCES "public"."listings"("mls") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_upload_id_listing_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."listing_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_rows" ADD CONSTRAINT "listing_rows_upload_id_listing_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."listing_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_uploads" ADD CONSTRAINT "listing_uploads_created_by_studio_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_upload_id_listing_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."listing_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_date_idx" ON "listing_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "listing_rows_mls_idx" ON "listing_rows" USING btree ("mls");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "listings_list_date_idx" ON "listings" USING btree ("list_date");--> statement-breakpoint
ALTER TABLE "mls_column_maps" ADD CONSTRAINT "mls_column_maps_headers_key_kind_unique" UNIQUE("headers_key","kind");--> statement-breakpoint
ALTER TABLE "mls_column_maps" ADD CONSTRAINT "mls_column_maps_kind" CHECK ("mls_column_maps"."kind" in ('contracts', 'listings'));--> statement-breakpoint
ALTER TABLE "week_uploads" ADD CONSTRAINT "week_uploads_kind" CHECK ("week_uploads"."kind" in ('contracts', 'listings'));