-- A name-key index now keys each name's providers by their quality (providerQualitySql) after the key, so a name
-- many practices share reads its best few in order ("radiance medical spa", 21,605 practices at 1,000,000 providers:
-- twelve entries, not all of them sorted), and a prefix many names start with ("glow med spa …", 33,385) sorts the
-- qualities the index holds instead of computing each one in numeric arithmetic. The quality's columns stay INCLUDEd
-- (reading an index alone needs every column its expression names), and the procedures join them: a name more than
-- the count cap of practices share is counted off the index alone, with or without a procedure.
DROP INDEX "providers_display_name_key_idx";--> statement-breakpoint
CREATE INDEX "providers_display_name_key_idx" ON "providers" USING btree ("display_name_key" text_pattern_ops,
	((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) DESC, "id")
	INCLUDE ("rating_avg", "review_count", "verified", "board_certified", "procedure_ids");--> statement-breakpoint
DROP INDEX "providers_practice_name_key_idx";--> statement-breakpoint
CREATE INDEX "providers_practice_name_key_idx" ON "providers" USING btree ("practice_name_key" text_pattern_ops,
	((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) DESC, "id")
	INCLUDE ("rating_avg", "review_count", "verified", "board_certified", "procedure_ids");--> statement-breakpoint
-- Each name word's providers best rated first, with their procedures: a name sorted by rating reads each of its words'
-- best rated off this index and stops after a page, checking the other typed words on the few it reads, instead of
-- fetching every match from the table to sort it ("radiance medical spa" with fillers: 21,605 rows, 20,000 pages).
-- "nulls last" as search orders by rating (the columns hold no nulls, but the order must be the same to be used).
CREATE INDEX "word_providers_word_rating_idx" ON "word_providers" USING btree ("word", "rating_avg" DESC NULLS LAST,
	"review_count" DESC NULLS LAST, "provider_id") INCLUDE ("procedure_ids");
--> statement-breakpoint
-- A procedure's providers of one specialty read by place, as procedure_places_place_idx reads all of them: a specialty
-- and a procedure near a city read only their own entries of the place's box. Keyed by (procedure, specialty) alone,
-- the planner read every rhinoplasty plastic surgeon in the country to find Orlando's (PGlite, 200,000 providers:
-- 32,711 rows, 14,694 pages, for 373). The same first columns still serve a specialty anywhere.
DROP INDEX "procedure_places_specialty_idx";--> statement-breakpoint
CREATE INDEX "procedure_places_specialty_idx" ON "procedure_places" USING btree ("procedure_id", "specialty",
	(floor("longitude")), "latitude", "longitude")
	INCLUDE ("id", "rating_avg", "review_count", "verified", "board_certified", "accepting_new_patients", "source");
