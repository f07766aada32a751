-- A specialty near a place read from its own entries: keyed by specialty, then as providers_place_idx is (the whole
-- degree of longitude, latitude, longitude), with the columns a place search checks. Plastic surgeons near New York
-- are 23,000 entries of this index, where providers_place_idx holds 90,782 providers in the same box.
CREATE INDEX "providers_specialty_place_idx" ON "providers" USING btree ("specialty", (floor("longitude")), "latitude", "longitude")
	INCLUDE ("id", "procedure_ids", "rating_avg", "review_count", "verified", "board_certified", "accepting_new_patients", "source");
