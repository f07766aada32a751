CREATE TABLE "name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "providers_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (string_to_array(btrim(regexp_replace(lower(display_name || ' ' || practice_name), '[^[:alnum:]''-]+', ' ', 'g')), ' ')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "procedure_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "name_words_trgm_idx" ON "name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_name_words_idx" ON "providers" USING gin ("name_words","procedure_ids");--> statement-breakpoint
CREATE INDEX "providers_display_name_key_idx" ON "providers" USING btree ("display_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_practice_name_key_idx" ON "providers" USING btree ("practice_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_rating_idx" ON "providers" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE FUNCTION "providers_name_words_vocabulary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "name_words" ("word")
		SELECT DISTINCT w FROM new_rows, unnest(new_rows."name_words") w WHERE w <> '' ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_name_words_inserted" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "providers_name_words_vocabulary"();--> statement-breakpoint
CREATE FUNCTION "providers_name_words_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "name_words" ("word")
		SELECT DISTINCT w FROM unnest(NEW."name_words") w WHERE w <> '' ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_name_words_updated" AFTER UPDATE OF "display_name", "practice_name" ON "providers"
	FOR EACH ROW WHEN (OLD."name_words" IS DISTINCT FROM NEW."name_words")
	EXECUTE FUNCTION "providers_name_words_renamed"();--> statement-breakpoint
INSERT INTO "name_words" ("word")
	SELECT DISTINCT w FROM "providers", unnest("name_words") w WHERE w <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "providers_refresh_procedure_ids"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "providers" p SET "procedure_ids" = coalesce(
		(SELECT array_agg(pp."procedure_id" ORDER BY pp."procedure_id") FROM "provider_procedures" pp WHERE pp."provider_id" = p."id"),
		'{}')
	WHERE p."id" = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION "provider_procedures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "providers_refresh_procedure_ids"(ARRAY(SELECT DISTINCT "provider_id" FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "providers_refresh_procedure_ids"(ARRAY(SELECT DISTINCT "provider_id" FROM old_rows));
	ELSE
		PERFORM "providers_refresh_procedure_ids"(ARRAY(
			SELECT "provider_id" FROM new_rows UNION SELECT "provider_id" FROM old_rows));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "provider_procedures_inserted" AFTER INSERT ON "provider_procedures" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "provider_procedures_changed"();--> statement-breakpoint
CREATE TRIGGER "provider_procedures_updated" AFTER UPDATE ON "provider_procedures"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "provider_procedures_changed"();--> statement-breakpoint
CREATE TRIGGER "provider_procedures_deleted" AFTER DELETE ON "provider_procedures" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "provider_procedures_changed"();--> statement-breakpoint
UPDATE "providers" p SET "procedure_ids" = o."ids"
	FROM (SELECT "provider_id", array_agg("procedure_id" ORDER BY "procedure_id") AS "ids" FROM "provider_procedures" GROUP BY 1) o
	WHERE o."provider_id" = p."id";
