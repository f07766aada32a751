CREATE TABLE "nppes_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "npi" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "registry_taxonomy" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "license_state" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "registry_updated_on" date;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD COLUMN "npi" text;--> statement-breakpoint
ALTER TABLE "profile_claims" ADD COLUMN "practice_phone" text;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_npi_unique" UNIQUE("npi");