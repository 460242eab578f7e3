CREATE TABLE "fact_overrides" (
	"name" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"up_to" double precision,
	"measures" text NOT NULL,
	"period" text NOT NULL,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"up_to" double precision,
	"measures" text NOT NULL,
	"period" text NOT NULL,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"replaced_by" integer,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials_edited" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fact_overrides" ADD CONSTRAINT "fact_overrides_updated_by_studio_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_history" ADD CONSTRAINT "fact_history_replaced_by_studio_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_history_name_idx" ON "fact_history" USING btree ("name","replaced_at");--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position");
