CREATE TABLE "reported_costs" (
	"procedure_id" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text NOT NULL,
	"sample" boolean NOT NULL,
	"reviews" integer NOT NULL,
	"worth_it" integer NOT NULL,
	"reports" integer NOT NULL,
	"trimmed" integer NOT NULL,
	"low_cents" integer,
	"p25_cents" integer,
	"median_cents" integer,
	"p75_cents" integer,
	"high_cents" integer,
	"first_year" integer,
	"last_year" integer,
	CONSTRAINT "reported_costs_procedure_id_scope_scope_id_sample_pk" PRIMARY KEY("procedure_id","scope","scope_id","sample")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cost_includes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cost_units" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "treated_on" date;--> statement-breakpoint
CREATE INDEX "reported_costs_scope_idx" ON "reported_costs" USING btree ("scope","scope_id");--> statement-breakpoint
CREATE INDEX "reviews_procedure_idx" ON "reviews" USING btree ("procedure_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_cost_cents_range" CHECK ("reviews"."cost_cents" is null or "reviews"."cost_cents" between 1 and 50000000);--> statement-breakpoint
-- Recomputes every reported_costs row of one procedure from its reviews (docs/reported-costs.md): visible reviews,
-- less those by the provider's owner or claimant and by accounts that reviewed 3 or more providers on one day
-- (UTC); per scope and apart for sample reviews, prices outside [Q1 - 1.5 IQR, Q3 + 1.5 IQR] are trimmed before the
-- quartiles, median, lowest and highest kept price and the years are taken.
CREATE FUNCTION "reported_costs_refresh"(p_procedure text) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "reported_costs" WHERE "procedure_id" = p_procedure;
	INSERT INTO "reported_costs" ("procedure_id", "scope", "scope_id", "sample", "reviews", "worth_it", "reports",
		"trimmed", "low_cents", "p25_cents", "median_cents", "p75_cents", "high_cents", "first_year", "last_year")
	WITH eligible AS (
		SELECT r."cost_cents", r."worth_it", r."verification" = 'sample' AS sample, p."state", p."location_id",
			r."provider_id", extract(year FROM coalesce(r."treated_on", (r."created_at" AT TIME ZONE 'UTC')::date))::int AS year
		FROM "reviews" r JOIN "providers" p ON p."id" = r."provider_id"
		WHERE r."procedure_id" = p_procedure AND NOT r."hidden" AND (r."user_id" IS NULL OR (
			r."user_id" IS DISTINCT FROM p."owner_user_id"
			AND NOT EXISTS (SELECT 1 FROM "profile_claims" c
				WHERE c."provider_id" = r."provider_id" AND c."user_id" = r."user_id" AND c."status" <> 'rejected')
			AND NOT EXISTS (SELECT 1 FROM "reviews" d WHERE d."user_id" = r."user_id"
				GROUP BY (d."created_at" AT TIME ZONE 'UTC')::date HAVING count(*) >= 3)))
	), scoped AS (
		SELECT 'national' AS scope, '' AS scope_id, e.* FROM eligible e
		UNION ALL SELECT 'state', e."state", e.* FROM eligible e
		UNION ALL SELECT 'location', e."location_id", e.* FROM eligible e WHERE e."location_id" IS NOT NULL
		UNION ALL SELECT 'provider', e."provider_id"::text, e.* FROM eligible e
	), fences AS (
		SELECT scope, scope_id, sample, count(*)::int AS reviews,
			count(*) FILTER (WHERE "worth_it" = 'worth_it')::int AS worth_it, count("cost_cents")::int AS reported,
			percentile_cont(0.25) WITHIN GROUP (ORDER BY "cost_cents") AS q1,
			percentile_cont(0.75) WITHIN GROUP (ORDER BY "cost_cents") AS q3
		FROM scoped GROUP BY scope, scope_id, sample
	), kept AS (
		SELECT s.scope, s.scope_id, s.sample, s."cost_cents", s.year
		FROM scoped s JOIN fences f USING (scope, scope_id, sample)
		WHERE s."cost_cents" BETWEEN f.q1 - 1.5 * (f.q3 - f.q1) AND f.q3 + 1.5 * (f.q3 - f.q1)
	), stats AS (
		SELECT scope, scope_id, sample, count(*)::int AS reports, min("cost_cents") AS low,
			percentile_cont(0.25) WITHIN GROUP (ORDER BY "cost_cents") AS p25,
			percentile_cont(0.5) WITHIN GROUP (ORDER BY "cost_cents") AS median,
			percentile_cont(0.75) WITHIN GROUP (ORDER BY "cost_cents") AS p75,
			max("cost_cents") AS high, min(year) AS first_year, max(year) AS last_year
		FROM kept GROUP BY scope, scope_id, sample
	)
	SELECT p_procedure, f.scope, f.scope_id, f.sample, f.reviews, f.worth_it, coalesce(s.reports, 0),
		f.reported - coalesce(s.reports, 0), s.low, round(s.p25)::int, round(s.median)::int, round(s.p75)::int, s.high,
		s.first_year, s.last_year
	FROM fences f LEFT JOIN stats s USING (scope, scope_id, sample);
$$;--> statement-breakpoint
CREATE FUNCTION "reported_costs_refresh_all"(p_procedures text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE proc text;
BEGIN
	FOR proc IN SELECT DISTINCT x FROM unnest(p_procedures) x WHERE x IS NOT NULL LOOP
		PERFORM "reported_costs_refresh"(proc);
	END LOOP;
END $$;--> statement-breakpoint
-- A changed review changes its procedure's figures, and, through the one-day rule, those of every other
-- procedure its author reviewed.
CREATE FUNCTION "reviews_reported_costs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "reported_costs_refresh_all"(ARRAY(
			SELECT "procedure_id" FROM new_rows
			UNION SELECT r."procedure_id" FROM "reviews" r WHERE r."user_id" IN (SELECT "user_id" FROM new_rows)));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "reported_costs_refresh_all"(ARRAY(
			SELECT "procedure_id" FROM old_rows
			UNION SELECT r."procedure_id" FROM "reviews" r WHERE r."user_id" IN (SELECT "user_id" FROM old_rows)));
	ELSE
		PERFORM "reported_costs_refresh_all"(ARRAY(
			SELECT "procedure_id" FROM new_rows UNION SELECT "procedure_id" FROM old_rows
			UNION SELECT r."procedure_id" FROM "reviews" r
				WHERE r."user_id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows)));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_reported_costs_inserted" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reviews_reported_costs_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_reported_costs_updated" AFTER UPDATE ON "reviews"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_reported_costs_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_reported_costs_deleted" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reviews_reported_costs_changed"();--> statement-breakpoint
-- A provider's owner, state or metro decides who is left out and where its reviews count.
CREATE FUNCTION "providers_reported_costs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "reported_costs_refresh_all"(ARRAY(SELECT DISTINCT "procedure_id" FROM "reviews" WHERE "provider_id" = NEW."id"));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_reported_costs_updated" AFTER UPDATE OF "owner_user_id", "state", "location_id" ON "providers"
	FOR EACH ROW WHEN (OLD."owner_user_id" IS DISTINCT FROM NEW."owner_user_id" OR OLD."state" IS DISTINCT FROM NEW."state"
		OR OLD."location_id" IS DISTINCT FROM NEW."location_id")
	EXECUTE FUNCTION "providers_reported_costs_changed"();--> statement-breakpoint
-- Someone claiming a practice is not an independent patient of it: their review of it is left out while the claim
-- is pending or approved.
CREATE FUNCTION "profile_claims_reported_costs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "reported_costs_refresh_all"(ARRAY(SELECT DISTINCT "procedure_id" FROM "reviews"
			WHERE "provider_id" = OLD."provider_id" AND "user_id" = OLD."user_id"));
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "reported_costs_refresh_all"(ARRAY(SELECT DISTINCT "procedure_id" FROM "reviews"
			WHERE "provider_id" = NEW."provider_id" AND "user_id" = NEW."user_id"));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profile_claims_reported_costs_changed" AFTER INSERT OR UPDATE OR DELETE ON "profile_claims"
	FOR EACH ROW EXECUTE FUNCTION "profile_claims_reported_costs_changed"();--> statement-breakpoint
SELECT "reported_costs_refresh_all"(ARRAY(SELECT DISTINCT "procedure_id" FROM "reviews"));
