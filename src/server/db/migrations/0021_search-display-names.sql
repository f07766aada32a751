CREATE TABLE "display_names" (
	"name" text NOT NULL,
	"key" text PRIMARY KEY GENERATED ALWAYS AS (md5(name)) STORED NOT NULL,
	"providers" integer NOT NULL,
	"best_ids" integer[] NOT NULL,
	"best_quality" numeric[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "display_names_trgm_idx" ON "display_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- New providers are merged into their names' rows: the count grows, and the best few are the best of those held and
-- those added. In key order, so two imports adding the same names lock them in the same order.
CREATE FUNCTION "display_names_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "display_names" AS d ("name", "providers", "best_ids", "best_quality")
		SELECT r."name", count(*)::int, (array_agg(r."id" ORDER BY r."q" DESC, r."id"))[1:6],
			(array_agg(r."q" ORDER BY r."q" DESC, r."id"))[1:6]
		FROM (SELECT lower("display_name") AS "name", "id", (rating_avg * review_count + 20) / (review_count + 5)
			+ case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end AS "q" FROM new_rows) r
		GROUP BY r."name" ORDER BY md5(r."name")
	ON CONFLICT ("key") DO UPDATE SET "providers" = d."providers" + excluded."providers",
		("best_ids", "best_quality") = (SELECT array_agg(b."id" ORDER BY b."q" DESC, b."id"), array_agg(b."q" ORDER BY b."q" DESC, b."id")
			FROM (SELECT u."id", u."q" FROM (SELECT * FROM unnest(d."best_ids", d."best_quality")
				UNION ALL SELECT * FROM unnest(excluded."best_ids", excluded."best_quality")) u("id", "q")
				ORDER BY u."q" DESC, u."id" LIMIT 6) b);
	RETURN NULL;
END $$;--> statement-breakpoint
-- The names' rows counted again from providers (found by display_name_key, which is derived from the lower-case
-- name). Each row is locked first (in key order, as inserts take them), so counts of one name by concurrent writes
-- run in turn, each seeing the one before. The key is the name's digest: a name stored before fields were capped can
-- be longer than a B-tree entry may be.
CREATE FUNCTION "display_names_recount"("names" text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "display_names" ("name", "providers", "best_ids", "best_quality")
		SELECT n, 0, '{}'::int[], '{}'::numeric[] FROM (SELECT DISTINCT unnest("names") AS n) u WHERE n IS NOT NULL ORDER BY md5(n)
		ON CONFLICT DO NOTHING;
	PERFORM 1 FROM "display_names" WHERE "key" = ANY(ARRAY(SELECT md5(n) FROM unnest("names") n)) ORDER BY "key" FOR UPDATE;
	UPDATE "display_names" d SET "providers" = c."providers", "best_ids" = c."ids", "best_quality" = c."quality"
		FROM (SELECT n."name", count(p."id")::int AS "providers",
				coalesce((array_agg(p."id" ORDER BY p."q" DESC, p."id") FILTER (WHERE p."id" IS NOT NULL))[1:6], '{}') AS "ids",
				coalesce((array_agg(p."q" ORDER BY p."q" DESC, p."id") FILTER (WHERE p."id" IS NOT NULL))[1:6], '{}') AS "quality"
			FROM (SELECT DISTINCT unnest("names") AS "name") n
			LEFT JOIN LATERAL (SELECT pr."id", (pr.rating_avg * pr.review_count + 20) / (pr.review_count + 5)
					+ case when pr.verified then 0.1 else 0 end + case when pr.board_certified then 0.1 else 0 end AS "q"
				FROM "providers" pr
				WHERE pr."display_name_key" = btrim(regexp_replace(n."name", '[^[:alnum:]''-]+', ' ', 'g'))
					AND lower(pr."display_name") = n."name") p ON true
			GROUP BY n."name") c
		WHERE d."key" = md5(c."name");
	DELETE FROM "display_names" WHERE "key" = ANY(ARRAY(SELECT md5(n) FROM unnest("names") n)) AND "providers" = 0;
END $$;--> statement-breakpoint
CREATE FUNCTION "display_names_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "display_names_recount"(ARRAY(SELECT DISTINCT lower("display_name") FROM old_rows));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "display_names_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "display_names_recount"(ARRAY[lower(OLD."display_name"), lower(NEW."display_name")]);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "display_names_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "display_names";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_display_names_inserted" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "display_names_added"();--> statement-breakpoint
CREATE TRIGGER "providers_display_names_deleted" AFTER DELETE ON "providers" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "display_names_removed"();--> statement-breakpoint
-- A review, a verification or a rename moves a provider among its name's best, or to another name.
CREATE TRIGGER "providers_display_names_updated"
	AFTER UPDATE OF "display_name", "rating_avg", "review_count", "verification", "board_certified" ON "providers"
	FOR EACH ROW WHEN (lower(OLD."display_name") IS DISTINCT FROM lower(NEW."display_name")
		OR (OLD.rating_avg * OLD.review_count + 20) / (OLD.review_count + 5) + case when OLD.verified then 0.1 else 0 end
			+ case when OLD.board_certified then 0.1 else 0 end
		IS DISTINCT FROM (NEW.rating_avg * NEW.review_count + 20) / (NEW.review_count + 5)
			+ case when NEW.verified then 0.1 else 0 end + case when NEW.board_certified then 0.1 else 0 end)
	EXECUTE FUNCTION "display_names_changed"();--> statement-breakpoint
CREATE TRIGGER "providers_display_names_truncated" AFTER TRUNCATE ON "providers"
	FOR EACH STATEMENT EXECUTE FUNCTION "display_names_emptied"();--> statement-breakpoint
INSERT INTO "display_names" ("name", "providers", "best_ids", "best_quality")
	SELECT r."name", count(*)::int, (array_agg(r."id" ORDER BY r."q" DESC, r."id"))[1:6],
		(array_agg(r."q" ORDER BY r."q" DESC, r."id"))[1:6]
	FROM (SELECT lower("display_name") AS "name", "id", (rating_avg * review_count + 20) / (review_count + 5)
		+ case when verified then 0.1 else 0 end + case when board_certified then 0.1 else 0 end AS "q" FROM "providers") r
	GROUP BY r."name";
