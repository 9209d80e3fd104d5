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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub")
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
CREATE INDEX "activity_option_seasonal_prices_option_idx" ON "activity_option_seasonal_prices" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "activity_options_activity_idx" ON "activity_options" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "departures_date_idx" ON "departures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "tour_days_tour_idx" ON "tour_days" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_inactive_ranges_tour_idx" ON "tour_inactive_ranges" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");