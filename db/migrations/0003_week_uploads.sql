CREATE TABLE "week_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "week_uploads" ADD CONSTRAINT "week_uploads_created_by_studio_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_uploads_created_at_idx" ON "week_uploads" USING btree ("created_at");