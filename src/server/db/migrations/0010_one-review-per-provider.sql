-- One review per account per provider. An account could review the same provider once per procedure, which
-- counted the same patient twice in the rating. Each account keeps its newest review of a provider (created last;
-- the id breaks a tie); sample reviews (user_id null) are untouched.
-- First the rating of every provider that loses a review, from the reviews that stay (the same formula as
-- recomputeProviderRating: visible reviews only, two decimals, 0 without any) …
UPDATE "providers" AS p SET
  "rating_avg" = coalesce((
    SELECT round(avg(r."rating")::numeric, 2) FROM "reviews" r
    WHERE r."provider_id" = p."id" AND NOT r."hidden" AND NOT EXISTS (
      SELECT 1 FROM "reviews" n WHERE r."user_id" IS NOT NULL AND n."user_id" = r."user_id"
        AND n."provider_id" = r."provider_id" AND (n."created_at", n."id") > (r."created_at", r."id"))
  ), 0),
  "review_count" = (
    SELECT count(*)::int FROM "reviews" r
    WHERE r."provider_id" = p."id" AND NOT r."hidden" AND NOT EXISTS (
      SELECT 1 FROM "reviews" n WHERE r."user_id" IS NOT NULL AND n."user_id" = r."user_id"
        AND n."provider_id" = r."provider_id" AND (n."created_at", n."id") > (r."created_at", r."id"))
  ),
  "updated_at" = now()
WHERE p."id" IN (
  SELECT r."provider_id" FROM "reviews" r WHERE r."user_id" IS NOT NULL
  GROUP BY r."user_id", r."provider_id" HAVING count(*) > 1
);--> statement-breakpoint
-- … then the older duplicates themselves …
DELETE FROM "reviews" AS r
WHERE r."user_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "reviews" n WHERE n."user_id" = r."user_id"
    AND n."provider_id" = r."provider_id" AND (n."created_at", n."id") > (r."created_at", r."id")
);--> statement-breakpoint
-- … and the database keeps it that way.
DROP INDEX "reviews_user_provider_procedure_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_provider_uq" ON "reviews" USING btree ("user_id","provider_id");
