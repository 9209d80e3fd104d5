CREATE TABLE "review_summaries" (
	"tour_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_summaries_count" CHECK ("review_summaries"."review_count" >= 0 and "review_summaries"."rating_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_summaries" ADD CONSTRAINT "review_summaries_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_actor_idx" ON "booking_events" USING btree ("actor_user_id","action","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): review_summaries is kept by these
-- triggers in the transaction of every review insert, delete, or change of rating or tour.
CREATE FUNCTION "review_summaries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "review_summaries" SET "review_count" = "review_count" - 1, "rating_total" = "rating_total" - OLD."rating" WHERE "tour_id" = OLD."tour_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "review_summaries" AS s ("tour_id", "review_count", "rating_total") VALUES (NEW."tour_id", 1, NEW."rating")
    ON CONFLICT ("tour_id") DO UPDATE SET "review_count" = s."review_count" + 1, "rating_total" = s."rating_total" + NEW."rating";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_summary" AFTER INSERT OR DELETE OR UPDATE OF "rating", "tour_id" ON "reviews" FOR EACH ROW EXECUTE FUNCTION "review_summaries_apply"();--> statement-breakpoint
CREATE TRIGGER "imported_reviews_summary" AFTER INSERT OR DELETE OR UPDATE OF "rating", "tour_id" ON "imported_reviews" FOR EACH ROW EXECUTE FUNCTION "review_summaries_apply"();--> statement-breakpoint
INSERT INTO "review_summaries" ("tour_id", "review_count", "rating_total")
SELECT "tour_id", count(*)::int, sum("rating")::int FROM (SELECT "tour_id", "rating" FROM "reviews" UNION ALL SELECT "tour_id", "rating" FROM "imported_reviews") r GROUP BY "tour_id";
