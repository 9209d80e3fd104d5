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
ALTER TABLE "imported_reviews" ADD CONSTRAINT "imported_reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_activity_api_id_activities_api_id_fk" FOREIGN KEY ("activity_api_id") REFERENCES "public"."activities"("api_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_reviews_tour_created_idx" ON "imported_reviews" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_tour_created_idx" ON "reviews" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_activity_idx" ON "favourites" USING btree ("activity_api_id");--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lead_outbox_pending_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");