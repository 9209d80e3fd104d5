CREATE TABLE "booking_accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"is_before" boolean NOT NULL,
	"nights" integer NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_accommodations_nights" CHECK ("booking_accommodations"."nights" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "booking_ad_hoc_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"traveller_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"day_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"upgrade_type_id" integer NOT NULL,
	"nights" integer NOT NULL,
	"bed_option" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_upgrades_booking_type" UNIQUE("booking_id","upgrade_type_id"),
	CONSTRAINT "booking_upgrades_nights" CHECK ("booking_upgrades"."nights" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"agree_with_the_conditions" boolean DEFAULT false NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"new_booking" boolean DEFAULT true NOT NULL,
	"on_request" boolean DEFAULT false NOT NULL,
	"promo_code_id" integer,
	"promo_code_string" text,
	"promo_code_valid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"expired_date" date,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('amount', 'percent')),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."value" >= 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_times_used" CHECK ("promo_codes"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"title" text,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"nationality" text,
	"current_location" text,
	"allergies" text,
	"passport_number" text,
	"passport_date_of_issue" date,
	"passport_date_of_expiry" date,
	"emergency_contact_name" text,
	"emergency_contact_relationship" text,
	"emergency_contact_number" text,
	"insurance_name" text,
	"insurance_policy_number" text,
	"insurance_contact_number" text,
	"medical_condition" text,
	"snow_ski_size" text,
	"snow_ski_height" text,
	"snow_ski_weight" text,
	"stance" text,
	"snow_boot_size" text,
	"snow_cloth_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_accommodations" ADD CONSTRAINT "booking_accommodations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ad_hoc_items" ADD CONSTRAINT "booking_ad_hoc_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addons" ADD CONSTRAINT "booking_addons_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addons" ADD CONSTRAINT "booking_addons_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addons" ADD CONSTRAINT "booking_addons_option_id_activity_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."activity_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addons" ADD CONSTRAINT "booking_addons_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addons" ADD CONSTRAINT "booking_addons_day_id_tour_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."tour_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD CONSTRAINT "booking_upgrades_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD CONSTRAINT "booking_upgrades_upgrade_type_id_upgrade_accommodation_types_id_fk" FOREIGN KEY ("upgrade_type_id") REFERENCES "public"."upgrade_accommodation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_accommodations_booking_idx" ON "booking_accommodations" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_accommodations_one_per_side" ON "booking_accommodations" USING btree ("booking_id","is_before") WHERE "booking_accommodations"."selected";--> statement-breakpoint
CREATE INDEX "booking_ad_hoc_items_booking_idx" ON "booking_ad_hoc_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_addons_booking_idx" ON "booking_addons" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_addons_one_per_day" ON "booking_addons" USING btree ("traveller_id","day_id") WHERE "booking_addons"."day_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_addons_one_general" ON "booking_addons" USING btree ("traveller_id","activity_id") WHERE "booking_addons"."day_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "travellers_booking_idx" ON "travellers" USING btree ("booking_id");