-- Each name word's providers, best first, with what a name search checks and orders by: a one-word name's matches
-- are read from this index alone, contiguous, instead of fetching each provider's row from the table (a misspelt
-- "Smiht" is 7,376 providers of 1,000,000, a thousand table pages for its first statement and about eight thousand
-- for a fifth page). Kept by triggers on providers, as name_words is: added on insert, rewritten for a provider
-- whose names, quality, rating or procedures change, removed on delete, emptied on truncate.
CREATE TABLE "word_providers" (
	"word" text NOT NULL,
	"provider_id" integer NOT NULL,
	"quality" numeric NOT NULL,
	"rating_avg" numeric(3, 2) NOT NULL,
	"review_count" integer NOT NULL,
	"procedure_ids" text[] NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "word_providers_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "word_providers" ("word", "provider_id", "quality", "rating_avg", "review_count", "procedure_ids")
		SELECT DISTINCT w, r."id", (r.rating_avg * r.review_count + 20) / (r.review_count + 5)
			+ case when r.verified then 0.1 else 0 end + case when r.board_certified then 0.1 else 0 end,
			r."rating_avg", r."review_count", r."procedure_ids"
		FROM new_rows r, unnest(r."name_words") w WHERE w <> '';
	RETURN NULL;
END $$;--> statement-breakpoint
-- Only the providers whose words or what is kept of them changed are rewritten: most updates (an address, a bio)
-- touch none of it.
CREATE FUNCTION "word_providers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "changed" AS (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
			WHERE (n."name_words", n."rating_avg", n."review_count", n."verified", n."board_certified", n."procedure_ids")
				IS DISTINCT FROM (o."name_words", o."rating_avg", o."review_count", o."verified", o."board_certified", o."procedure_ids")),
		"gone" AS (DELETE FROM "word_providers" WHERE "provider_id" IN (SELECT "id" FROM "changed"))
	INSERT INTO "word_providers" ("word", "provider_id", "quality", "rating_avg", "review_count", "procedure_ids")
		SELECT DISTINCT w, r."id", (r.rating_avg * r.review_count + 20) / (r.review_count + 5)
			+ case when r.verified then 0.1 else 0 end + case when r.board_certified then 0.1 else 0 end,
			r."rating_avg", r."review_count", r."procedure_ids"
		FROM new_rows r, unnest(r."name_words") w
		WHERE w <> '' AND r."id" IN (SELECT "id" FROM "changed");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "word_providers_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "word_providers" WHERE "provider_id" IN (SELECT "id" FROM old_rows);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "word_providers_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "word_providers";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_word_providers_inserted" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "word_providers_added"();--> statement-breakpoint
CREATE TRIGGER "providers_word_providers_updated" AFTER UPDATE ON "providers"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "word_providers_changed"();--> statement-breakpoint
CREATE TRIGGER "providers_word_providers_deleted" AFTER DELETE ON "providers" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "word_providers_removed"();--> statement-breakpoint
CREATE TRIGGER "providers_word_providers_truncated" AFTER TRUNCATE ON "providers"
	FOR EACH STATEMENT EXECUTE FUNCTION "word_providers_emptied"();--> statement-breakpoint
INSERT INTO "word_providers" ("word", "provider_id", "quality", "rating_avg", "review_count", "procedure_ids")
	SELECT DISTINCT w, p."id", (p.rating_avg * p.review_count + 20) / (p.review_count + 5)
		+ case when p.verified then 0.1 else 0 end + case when p.board_certified then 0.1 else 0 end,
		p."rating_avg", p."review_count", p."procedure_ids"
	FROM "providers" p, unnest(p."name_words") w WHERE w <> '';--> statement-breakpoint
-- A word's providers best first, read from the index alone (its INCLUDE columns are short: no names).
CREATE INDEX "word_providers_word_quality_idx" ON "word_providers" USING btree ("word", "quality" DESC, "provider_id")
	INCLUDE ("rating_avg", "review_count", "procedure_ids");--> statement-breakpoint
CREATE INDEX "word_providers_provider_idx" ON "word_providers" USING btree ("provider_id");--> statement-breakpoint
ANALYZE "word_providers";
