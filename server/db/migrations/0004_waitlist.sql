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
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("departure_id") WHERE "waitlist_entries"."notified_at" is null;