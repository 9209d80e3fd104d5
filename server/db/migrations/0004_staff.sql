-- The staff area (issue 18): the departures' audit log, offline payments (the day the money arrived,
-- the bank's reference, who recorded it), idempotency keys of staff charges, per-customer promo
-- limits, closing a departure for online sale, and the tour price a booking keeps when staff
-- change a departure's discount. Every new column has a default or is nullable: existing rows stay valid.
CREATE TABLE "departure_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"departure_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_ad_hoc_items" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "booking_ad_hoc_items" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tour_price_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "offline_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "per_customer_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "departure_events" ADD CONSTRAINT "departure_events_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_events_departure_idx" ON "departure_events" USING btree ("departure_id","id");--> statement-breakpoint
ALTER TABLE "booking_ad_hoc_items" ADD CONSTRAINT "booking_ad_hoc_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ad_hoc_items" ADD CONSTRAINT "booking_ad_hoc_items_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_per_customer" CHECK ("promo_codes"."per_customer_limit" >= 1);