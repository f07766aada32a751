-- The NPI registry gives a clinician's name, specialty, licence and address, never what a practice tells patients:
-- whether it takes new patients, its languages, its name. Registry records held defaults in their place (accepting,
-- English, the clinician's own name as the practice); they now hold nothing (null, and no languages) until the
-- practice claims the profile and says. Only metadata changes: no column is retyped or rewritten for every row.
ALTER TABLE "providers" ALTER COLUMN "accepting_new_patients" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "practice_name" DROP NOT NULL;--> statement-breakpoint
-- A profile without a practice name has no practice name key (practice-name search finds nothing for it).
ALTER TABLE "providers" ALTER COLUMN "practice_name_key" DROP NOT NULL;--> statement-breakpoint
-- name_words joined both names, and null with it: it becomes a plain column kept by the trigger below, which adds the
-- practice's words only when there is a practice name. Changing a generated column's expression would rewrite every
-- row (and PostgreSQL 15 cannot do it in place); dropping the expression keeps the stored words as they are.
ALTER TABLE "providers" ALTER COLUMN "name_words" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "name_words" SET DEFAULT '{}'::text[];--> statement-breakpoint
CREATE FUNCTION "providers_name_words_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."name_words" := string_to_array(btrim(regexp_replace(
		lower(NEW."display_name" || coalesce(' ' || NEW."practice_name", '')), '[^[:alnum:]''-]+', ' ', 'g')), ' ');
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_name_words_kept" BEFORE INSERT OR UPDATE OF "display_name", "practice_name", "name_words"
	ON "providers" FOR EACH ROW EXECUTE FUNCTION "providers_name_words_kept"();--> statement-breakpoint
ALTER TABLE "procedure_places" ALTER COLUMN "accepting_new_patients" DROP NOT NULL;--> statement-breakpoint
-- Unclaimed registry records (a claim makes the source 'claim'; only an owner edits a profile) say only what the
-- registry says. Rows already without the defaults are left alone, so this reads the registry's rows once and
-- writes only those that still hold them.
UPDATE "providers" SET "accepting_new_patients" = NULL, "practice_name" = NULL, "languages" = '{}'::text[]
	WHERE "source" = 'registry' AND "owner_user_id" IS NULL
		AND ("accepting_new_patients" IS NOT NULL OR "practice_name" IS NOT NULL OR "languages" <> '{}'::text[]);
