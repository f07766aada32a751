-- Each name word's providers listing a procedure, found directly: a name with a procedure few of the name's
-- providers list ("aesthetics" with liposuction at 1,000,000 providers: 1 of 86,356 entries) read every entry of
-- the word to find them, best first, checking each one's procedures (8,400 pages, 18–40 ms a statement). Keyed by
-- "word:procedure", a GIN index holds exactly those pairs, so a name search with a procedure counts and ranks the
-- pair's own entries, and walks the word's entries best first only when the pair is in more than the count cap.
-- plpgsql, so the expression is never inlined: a query's expression must match the index's as written.
CREATE FUNCTION "word_procedure_keys"("word" text, "procedure_ids" text[]) RETURNS text[]
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
	RETURN array(SELECT word || ':' || p FROM unnest(procedure_ids) p);
END $$;--> statement-breakpoint
CREATE INDEX "word_providers_procedure_keys_idx" ON "word_providers" USING gin (word_procedure_keys("word", "procedure_ids"));--> statement-breakpoint
-- The statistics name the common pairs (pair-entries.ts): with 10,000 of them, a pair left out is in fewer than about
-- 400 entries at 1,000,000 providers (with the default 1,000, fewer than about 3,600, which the key would read whole).
ALTER INDEX "word_providers_procedure_keys_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "word_providers";
