-- "Best first" carries what search checks on each provider it passes, so that walking it reads no table rows (an
-- index-only scan): a name's tiers and a place's best providers are read off it in order, stopping after a page,
-- without fetching the thousands of rows a common name or a large city holds (search.queries.ts). Names and their
-- words stay out: a name can be longer than a B-tree entry may be (a row stored before fields were capped).
DROP INDEX "providers_quality_idx";--> statement-breakpoint
CREATE INDEX "providers_quality_idx" ON "providers" USING btree (((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) desc,"id")
	INCLUDE ("latitude", "longitude", "procedure_ids", "rating_avg", "review_count", "verified", "board_certified", "specialty", "accepting_new_patients", "source", "state");
--> statement-breakpoint
-- A place's count (up to the count cap) and its best providers' candidates are read off latitude bands of this one,
-- checking each entry here. Apart from providers_lat_lng_idx, which stays narrow for the bitmap scans that combine
-- it with the words index (a name and a city).
CREATE INDEX "providers_place_idx" ON "providers" USING btree ("latitude","longitude")
	INCLUDE ("id", "procedure_ids", "rating_avg", "review_count", "verified", "board_certified", "specialty", "accepting_new_patients", "source");
