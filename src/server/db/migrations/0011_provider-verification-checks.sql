-- Providers record what TruSelf checked, each check with its day, and "verified" is derived from that: at least one
-- check. Before, "verified" was a flag with nothing behind it; an approved listing showed "Verified" although no
-- licence had been checked.
ALTER TABLE "providers" ADD COLUMN "verification" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- What can be said of the rows already there: a record that came from or was matched to the NPI registry had its
-- NPI and licence number matched there; generated sample providers shown as verified get a (sample) licence check.
-- A listing, claim or import marked verified without any record of a check is no longer shown as verified.
UPDATE "providers" SET "verification" = jsonb_build_object('npi', to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
WHERE "npi" IS NOT NULL;--> statement-breakpoint
UPDATE "providers" SET "verification" = jsonb_build_object('license', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
WHERE "source" = 'sample' AND "verified" AND "npi" IS NULL;--> statement-breakpoint
-- Dropping the column drops the "best first" index built on it; it is created again, the same, below.
ALTER TABLE "providers" DROP COLUMN "verified";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "verified" boolean GENERATED ALWAYS AS (verification <> '{}'::jsonb) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_quality_idx" ON "providers" USING btree (((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) desc,"id");
