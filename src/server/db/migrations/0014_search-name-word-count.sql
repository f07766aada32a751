CREATE TABLE "name_word_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"words" integer NOT NULL,
	CONSTRAINT "name_word_count_one_row" CHECK ("name_word_count"."id")
);
--> statement-breakpoint
INSERT INTO "name_word_count" ("words") SELECT count(*) FROM "name_words";--> statement-breakpoint
CREATE FUNCTION "name_words_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only when words were added: every new provider inserts its words, nearly always all known already.
	UPDATE "name_word_count" SET "words" = "words" + (SELECT count(*) FROM added) WHERE EXISTS (SELECT FROM added);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "name_words_added" AFTER INSERT ON "name_words" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "name_words_counted"();
