-- A name's first two tiers (a practice or provider called exactly the typed name, or starting with it) read off the
-- name-key indexes alone when the name is all that was searched: each carries the columns of a provider's quality
-- (providerQualitySql), so ranking the 2,609 practices starting "ramirez " at 1,000,000 providers reads no table
-- rows (it read 2,579 table pages: 32 ms). The name keys stay the indexes' only keys: a key longer than a B-tree
-- entry may be would already fail here.
DROP INDEX "providers_display_name_key_idx";--> statement-breakpoint
CREATE INDEX "providers_display_name_key_idx" ON "providers" USING btree ("display_name_key" text_pattern_ops)
	INCLUDE ("id", "rating_avg", "review_count", "verified", "board_certified");--> statement-breakpoint
DROP INDEX "providers_practice_name_key_idx";--> statement-breakpoint
CREATE INDEX "providers_practice_name_key_idx" ON "providers" USING btree ("practice_name_key" text_pattern_ops)
	INCLUDE ("id", "rating_avg", "review_count", "verified", "board_certified");
