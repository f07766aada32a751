-- Each procedure's providers by place, with what a place search checks and ranks by: a procedure near a city is
-- read from this index alone, only the providers who list it, instead of every provider of the place's box from
-- providers_place_idx, checking each one's procedures (tummy tuck near New York: 90,782 entries read for 1,994
-- matches, 83 ms). Kept by statement triggers on providers, as word_providers is: providers' procedure_ids is kept
-- from provider_procedures, so listing or dropping a procedure reaches here through it. "id" is the provider's id,
-- so a search's conditions read the same on this table as on providers.
CREATE TABLE "procedure_places" (
	"procedure_id" text NOT NULL,
	"id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rating_avg" numeric(3, 2) NOT NULL,
	"review_count" integer NOT NULL,
	"verified" boolean NOT NULL,
	"board_certified" boolean NOT NULL,
	"specialty" text NOT NULL,
	"accepting_new_patients" boolean NOT NULL,
	"source" text NOT NULL,
	"location_id" text
);
--> statement-breakpoint
CREATE FUNCTION "procedure_places_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "procedure_places" ("procedure_id", "id", "latitude", "longitude", "rating_avg", "review_count",
			"verified", "board_certified", "specialty", "accepting_new_patients", "source", "location_id")
		SELECT DISTINCT pr, r."id", r."latitude", r."longitude", r."rating_avg", r."review_count", r."verified",
			r."board_certified", r."specialty", r."accepting_new_patients", r."source", r."location_id"
		FROM new_rows r, unnest(r."procedure_ids") pr;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Only the providers whose procedures or what is kept of them changed are rewritten.
CREATE FUNCTION "procedure_places_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "changed" AS (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
			WHERE (n."procedure_ids", n."latitude", n."longitude", n."rating_avg", n."review_count", n."verified",
					n."board_certified", n."specialty", n."accepting_new_patients", n."source", n."location_id")
				IS DISTINCT FROM (o."procedure_ids", o."latitude", o."longitude", o."rating_avg", o."review_count", o."verified",
					o."board_certified", o."specialty", o."accepting_new_patients", o."source", o."location_id")),
		"gone" AS (DELETE FROM "procedure_places" WHERE "id" IN (SELECT "id" FROM "changed"))
	INSERT INTO "procedure_places" ("procedure_id", "id", "latitude", "longitude", "rating_avg", "review_count",
			"verified", "board_certified", "specialty", "accepting_new_patients", "source", "location_id")
		SELECT DISTINCT pr, r."id", r."latitude", r."longitude", r."rating_avg", r."review_count", r."verified",
			r."board_certified", r."specialty", r."accepting_new_patients", r."source", r."location_id"
		FROM new_rows r, unnest(r."procedure_ids") pr
		WHERE r."id" IN (SELECT "id" FROM "changed");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "procedure_places_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "procedure_places" WHERE "id" IN (SELECT "id" FROM old_rows);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "procedure_places_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "procedure_places";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_procedure_places_inserted" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "procedure_places_added"();--> statement-breakpoint
CREATE TRIGGER "providers_procedure_places_updated" AFTER UPDATE ON "providers"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "procedure_places_changed"();--> statement-breakpoint
CREATE TRIGGER "providers_procedure_places_deleted" AFTER DELETE ON "providers" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "procedure_places_removed"();--> statement-breakpoint
CREATE TRIGGER "providers_procedure_places_truncated" AFTER TRUNCATE ON "providers"
	FOR EACH STATEMENT EXECUTE FUNCTION "procedure_places_emptied"();--> statement-breakpoint
INSERT INTO "procedure_places" ("procedure_id", "id", "latitude", "longitude", "rating_avg", "review_count",
		"verified", "board_certified", "specialty", "accepting_new_patients", "source", "location_id")
	SELECT DISTINCT pr, p."id", p."latitude", p."longitude", p."rating_avg", p."review_count", p."verified",
		p."board_certified", p."specialty", p."accepting_new_patients", p."source", p."location_id"
	FROM "providers" p, unnest(p."procedure_ids") pr;--> statement-breakpoint
-- A procedure's entries read contiguously by place, as providers_place_idx reads every provider's.
CREATE INDEX "procedure_places_place_idx" ON "procedure_places" USING btree ("procedure_id", (floor("longitude")), "latitude", "longitude")
	INCLUDE ("id", "rating_avg", "review_count", "verified", "board_certified", "specialty", "accepting_new_patients", "source");--> statement-breakpoint
-- A nearby city's count of a procedure's providers, for a search that found nobody (search-suggestions.ts).
CREATE INDEX "procedure_places_location_idx" ON "procedure_places" USING btree ("procedure_id", "location_id")
	INCLUDE ("rating_avg", "review_count", "verified", "board_certified", "specialty", "accepting_new_patients", "source");--> statement-breakpoint
-- A procedure's providers of one specialty anywhere: whether a search that found nobody has anyone to suggest.
CREATE INDEX "procedure_places_specialty_idx" ON "procedure_places" USING btree ("procedure_id", "specialty")
	INCLUDE ("rating_avg", "review_count", "verified", "board_certified", "accepting_new_patients", "source");--> statement-breakpoint
CREATE INDEX "procedure_places_provider_idx" ON "procedure_places" USING btree ("id");
