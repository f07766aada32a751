-- A procedure's providers best first, and a specialty's: a search of a procedure or a specialty near a city finds the
-- quality its page starts from (bestNearbyIds' floor) by reading the procedure's or the specialty's own entries best
-- first, checking each one's place, instead of every provider's best first (a city just past the count cap: tens of
-- thousands of providers read for twelve). Each carries the columns a place search checks, so it is read alone.
CREATE INDEX "procedure_places_quality_idx" ON "procedure_places" USING btree ("procedure_id",
	((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) DESC, "id")
	INCLUDE ("latitude", "longitude", "rating_avg", "review_count", "verified", "board_certified", "specialty",
		"accepting_new_patients", "source");--> statement-breakpoint
CREATE INDEX "providers_specialty_quality_idx" ON "providers" USING btree ("specialty",
	((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) DESC, "id")
	INCLUDE ("latitude", "longitude", "procedure_ids", "rating_avg", "review_count", "verified", "board_certified",
		"accepting_new_patients", "source");
