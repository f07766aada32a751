-- A state's count (up to the count cap) is read off this index alone: the state is its range, and the procedure
-- (procedure_ids) and every filter a check on the entries it holds, instead of joining each of a state's tens of
-- thousands of providers to its offers (search.queries.ts, countQuery). Its pages by rating still walk it in order.
DROP INDEX "providers_state_rating_idx";--> statement-breakpoint
CREATE INDEX "providers_state_rating_idx" ON "providers" USING btree ("state","rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id")
	INCLUDE ("procedure_ids", "verified", "board_certified", "specialty", "accepting_new_patients", "source");
