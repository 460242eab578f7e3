CREATE TABLE "yearly_words" (
	"year" integer PRIMARY KEY NOT NULL,
	"summary" jsonb NOT NULL,
	"outlook" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yearly_words_year" CHECK ("yearly_words"."year" between 2000 and 2100)
);
--> statement-breakpoint
ALTER TABLE "yearly_words" ADD CONSTRAINT "yearly_words_updated_by_studio_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;