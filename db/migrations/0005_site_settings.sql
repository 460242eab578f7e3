CREATE TABLE "site_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"byte_length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"identity" jsonb NOT NULL,
	"image_hash" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_identity_one_row" CHECK ("site_identity"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "site_identity" ADD CONSTRAINT "site_identity_image_hash_site_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."site_images"("hash") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_identity" ADD CONSTRAINT "site_identity_updated_by_studio_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."studio_users"("id") ON DELETE set null ON UPDATE no action;
