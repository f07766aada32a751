-- A place's entries read contiguously: keyed first by the whole degree of longitude, so a radius's count and best
-- providers read the few one-degree columns its box crosses, each a latitude range, instead of the latitude band
-- across the whole country (Miami's: 7,624 index pages for its count, 1,000,000 providers) and checking each
-- entry's longitude (search.queries.ts, placeCells).
DROP INDEX "providers_place_idx";--> statement-breakpoint
CREATE INDEX "providers_place_idx" ON "providers" USING btree ((floor("longitude")),"latitude","longitude")
	INCLUDE ("id", "procedure_ids", "rating_avg", "review_count", "verified", "board_certified", "specialty", "accepting_new_patients", "source");
