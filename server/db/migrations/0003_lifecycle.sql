CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor" CHECK ("booking_events"."actor_kind" in ('customer', 'staff', 'system'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_answered_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'Incomplete' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_answered_by_users_id_fk" FOREIGN KEY ("request_answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."hold_expires_at" is not null and "bookings"."expired_at" is null and "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_request_idx" ON "bookings" USING btree ("request_deadline") WHERE "bookings"."request_status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_status" CHECK ("bookings"."request_status" is null or "bookings"."request_status" in ('pending', 'confirmed', 'declined'));--> statement-breakpoint
-- Existing rows: seats are their travellers; a request made before this release counts as
-- confirmed once paid, pending otherwise; a payment already marked refunded was refunded whole.
UPDATE "bookings" SET "seats" = (SELECT count(*) FROM "travellers" WHERE "travellers"."booking_id" = "bookings"."id");--> statement-breakpoint
UPDATE "bookings" SET "request_status" = CASE WHEN "confirmed" THEN 'confirmed' ELSE 'pending' END, "request_deadline" = now() + interval '24 hours' WHERE "on_request";--> statement-breakpoint
UPDATE "payments" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';
