DROP INDEX "providers_practice_trgm_idx";--> statement-breakpoint
CREATE INDEX "providers_names_trgm_idx" ON "providers" USING gin (lower("display_name" || ' ' || "practice_name") gin_trgm_ops);