-- A procedure's or a specialty's entries by quarter-degree cell of latitude and longitude, best first within each:
-- the page of a place past the count cap ranks the matches of quality at least its floor (bestNearbyIds), and a
-- city's box ranged them only by place, every entry of the box checked for its quality (New York's tummy-tuck
-- entries: 14,561 read for 486, 8–15 ms; the dermatologists of Newark's box: 16,539 for 244, 25–36 ms). Keyed by the
-- box's cells, then quality, each cell reads only its entries at the floor or above.
CREATE INDEX "procedure_places_cell_quality_idx" ON "procedure_places" USING btree ("procedure_id",
	(floor(latitude * 4)), (floor(longitude * 4)),
	((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) DESC, "id")
	INCLUDE ("latitude", "longitude", "rating_avg", "review_count", "verified", "board_certified", "specialty",
		"accepting_new_patients", "source");--> statement-breakpoint
CREATE INDEX "providers_specialty_cell_quality_idx" ON "providers" USING btree ("specialty",
	(floor(latitude * 4)), (floor(longitude * 4)),
	((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) DESC, "id")
	INCLUDE ("latitude", "longitude", "procedure_ids", "rating_avg", "review_count", "verified", "board_certified",
		"accepting_new_patients", "source");
