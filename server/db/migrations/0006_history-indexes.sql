CREATE INDEX "bookings_live_seats_idx" ON "bookings" USING btree ("departure_id","paid_cents","seats") WHERE "bookings"."expired_at" is null and "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");