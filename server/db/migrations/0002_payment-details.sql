CREATE TABLE "payment_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_details_payment" UNIQUE("payment_id"),
	CONSTRAINT "payment_details_last4" CHECK ("payment_details"."card_last4" is null or "payment_details"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_details_exp_month" CHECK ("payment_details"."card_exp_month" is null or "payment_details"."card_exp_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;