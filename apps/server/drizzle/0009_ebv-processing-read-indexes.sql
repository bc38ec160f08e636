DROP INDEX "broken_material_captures_batch_idx";--> statement-breakpoint
CREATE INDEX "breaking_batches_completed_idx" ON "breaking_batches" USING btree ("wrecking_pile_id") WHERE "breaking_batches"."analytic_status" = 'completed';--> statement-breakpoint
CREATE INDEX "breaking_batches_without_location_idx" ON "breaking_batches" USING btree ("wrecking_pile_id") WHERE "breaking_batches"."location_documented_at" is null;--> statement-breakpoint
CREATE INDEX "broken_material_captures_batch_idx" ON "broken_material_captures" USING btree ("batch_id","created_at","id");