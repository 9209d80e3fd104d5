CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"name" text NOT NULL,
	"destination_name" text NOT NULL,
	"general_addon" text,
	CONSTRAINT "activities_api_id_unique" UNIQUE("api_id"),
	CONSTRAINT "activities_content_id_unique" UNIQUE("content_id")
);
--> statement-breakpoint
CREATE TABLE "activity_option_seasonal_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date NOT NULL,
	CONSTRAINT "activity_option_seasonal_prices_price" CHECK ("activity_option_seasonal_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_options_api_id_unique" UNIQUE("api_id"),
	CONSTRAINT "activity_options_price" CHECK ("activity_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"date" date NOT NULL,
	"end_date" date NOT NULL,
	"reverse" boolean DEFAULT false NOT NULL,
	"total_seats" integer NOT NULL,
	"available_seats" integer NOT NULL,
	"based_price_cents" integer NOT NULL,
	"tour_price_cents" integer NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"last_deal" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_tour_date" UNIQUE("tour_id","date"),
	CONSTRAINT "departures_available_seats_nonnegative" CHECK ("departures"."available_seats" >= 0),
	CONSTRAINT "departures_seats_within_total" CHECK ("departures"."available_seats" <= "departures"."total_seats"),
	CONSTRAINT "departures_discount_rate" CHECK ("departures"."discount_rate" between 0 and 100),
	CONSTRAINT "departures_prices" CHECK ("departures"."tour_price_cents" >= 0 and "departures"."based_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"api_id" integer NOT NULL,
	"name" text NOT NULL,
	"tour_type" text NOT NULL,
	"absolute_slug" text NOT NULL,
	"free_swap_days" integer DEFAULT 60 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_categories_content_id_unique" UNIQUE("content_id"),
	CONSTRAINT "tour_categories_api_id_unique" UNIQUE("api_id")
);
--> statement-breakpoint
CREATE TABLE "tour_day_activities" (
	"day_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "tour_day_activities_day_id_activity_id_pk" PRIMARY KEY("day_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "tour_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"ordinal_number" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "tour_days_api_id_unique" UNIQUE("api_id")
);
--> statement-breakpoint
CREATE TABLE "tour_general_addons" (
	"tour_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "tour_general_addons_tour_id_activity_id_pk" PRIMARY KEY("tour_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "tour_inactive_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	CONSTRAINT "tour_inactive_ranges_order" CHECK ("tour_inactive_ranges"."from_date" <= "tour_inactive_ranges"."to_date")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"absolute_slug" text NOT NULL,
	"number_of_days" integer NOT NULL,
	"starting_price_cents" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"is_german_tour" boolean DEFAULT false NOT NULL,
	"hidden_in_booking_nav" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"snow" boolean DEFAULT false NOT NULL,
	"mtb" boolean DEFAULT false NOT NULL,
	"start_location" text NOT NULL,
	"end_location" text NOT NULL,
	"extra_night_price_cents" integer DEFAULT 0 NOT NULL,
	"accommodation_notice" text DEFAULT 'none' NOT NULL,
	"season_from_month" integer,
	"season_to_month" integer,
	"offline_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"departure_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"cutoff_days" integer DEFAULT 0 NOT NULL,
	"seats_per_departure" integer DEFAULT 16 NOT NULL,
	"main_image_url" text,
	"map_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_api_id_unique" UNIQUE("api_id"),
	CONSTRAINT "tours_content_id_unique" UNIQUE("content_id"),
	CONSTRAINT "tours_season_months" CHECK (("tours"."season_from_month" is null and "tours"."season_to_month" is null) or ("tours"."season_from_month" between 1 and 12 and "tours"."season_to_month" between 1 and 12))
);
--> statement-breakpoint
CREATE TABLE "upgrade_accommodation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_per_night_cents" integer NOT NULL,
	"bed_options" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "upgrade_accommodation_types_tour_content" UNIQUE("tour_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"opt_in_newsletter" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub")
);
--> statement-breakpoint
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
CREATE TABLE "imported_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"tour_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"author" text,
	"text" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_reviews_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "imported_reviews_rating_range" CHECK ("imported_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"customer_display_name" text,
	"company_reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"activity_api_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_activity_api_id_pk" PRIMARY KEY("user_id","activity_api_id")
);
--> statement-breakpoint
CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_outbox_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"source_url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"base" text NOT NULL,
	"currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"rate_date" date NOT NULL,
	"origin" text NOT NULL,
	"fetched_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "exchange_rates_base_currency_pk" PRIMARY KEY("base","currency")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"departure_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"notification_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "waitlist_entries_departure_email" UNIQUE("departure_id","email")
);
--> statement-breakpoint
ALTER TABLE "activity_option_seasonal_prices" ADD CONSTRAINT "activity_option_seasonal_prices_option_id_activity_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."activity_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_options" ADD CONSTRAINT "activity_options_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_day_activities" ADD CONSTRAINT "tour_day_activities_day_id_tour_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."tour_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_day_activities" ADD CONSTRAINT "tour_day_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_days" ADD CONSTRAINT "tour_days_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_general_addons" ADD CONSTRAINT "tour_general_addons_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_general_addons" ADD CONSTRAINT "tour_general_addons_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_inactive_ranges" ADD CONSTRAINT "tour_inactive_ranges_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_accommodation_types" ADD CONSTRAINT "upgrade_accommodation_types_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "imported_reviews" ADD CONSTRAINT "imported_reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_activity_api_id_activities_api_id_fk" FOREIGN KEY ("activity_api_id") REFERENCES "public"."activities"("api_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_option_seasonal_prices_option_idx" ON "activity_option_seasonal_prices" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "activity_options_activity_idx" ON "activity_options" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "departures_date_idx" ON "departures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "tour_days_tour_idx" ON "tour_days" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_inactive_ranges_tour_idx" ON "tour_inactive_ranges" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_accommodations_booking_idx" ON "booking_accommodations" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_accommodations_one_per_side" ON "booking_accommodations" USING btree ("booking_id","is_before") WHERE "booking_accommodations"."selected";--> statement-breakpoint
CREATE INDEX "booking_ad_hoc_items_booking_idx" ON "booking_ad_hoc_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_addons_booking_idx" ON "booking_addons" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_addons_one_per_day" ON "booking_addons" USING btree ("traveller_id","day_id") WHERE "booking_addons"."day_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_addons_one_general" ON "booking_addons" USING btree ("traveller_id","activity_id") WHERE "booking_addons"."day_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "travellers_booking_idx" ON "travellers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "imported_reviews_tour_created_idx" ON "imported_reviews" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_tour_created_idx" ON "reviews" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_activity_idx" ON "favourites" USING btree ("activity_api_id");--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lead_outbox_pending_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("departure_id") WHERE "waitlist_entries"."notified_at" is null;