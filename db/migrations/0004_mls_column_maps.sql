CREATE TABLE "mls_column_maps" (
	"headers_key" text PRIMARY KEY NOT NULL,
	"headers" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mls_column_maps" ADD CONSTRAINT "mls_column_maps_created_by_studio_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;