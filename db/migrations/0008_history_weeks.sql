CREATE TABLE "history_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"created_by" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_imports" ADD CONSTRAINT "history_imports_created_by_studio_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "history_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "history_weeks_start_date_unique" UNIQUE("start_date"),
	CONSTRAINT "history_weeks_dates" CHECK ("history_weeks"."end_date" = "history_weeks"."start_date" + 6)
);
--> statement-breakpoint
ALTER TABLE "history_weeks" ADD CONSTRAINT "history_weeks_import_id_history_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."history_imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "history_weeks_import_idx" ON "history_weeks" USING btree ("import_id");
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "week" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "version_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "history_week_id" integer;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_history_week_id_history_weeks_id_fk" FOREIGN KEY ("history_week_id") REFERENCES "public"."history_weeks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_history_week_position_unique" UNIQUE ("history_week_id", "position");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_one_week" CHECK (("contracts"."week" IS NULL) <> ("contracts"."history_week_id" IS NULL) AND ("contracts"."week" IS NULL) = ("contracts"."version_id" IS NULL));
