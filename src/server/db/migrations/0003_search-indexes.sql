DROP INDEX "provider_procedures_proc_idx";--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin (lower("display_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_practice_trgm_idx" ON "providers" USING gin (lower("practice_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_earth_idx" ON "providers" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "providers_quality_idx" ON "providers" USING btree (((rating_avg * review_count + 20) / (review_count + 5) + case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end) desc,"id");--> statement-breakpoint
CREATE INDEX "provider_procedures_proc_idx" ON "provider_procedures" USING btree ("procedure_id","provider_id");