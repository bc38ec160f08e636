DROP INDEX "mounting_documentations_project_idx";--> statement-breakpoint
DROP INDEX "history_project_time_idx";--> statement-breakpoint
CREATE INDEX "mounting_documentations_project_date_idx" ON "mounting_documentations" USING btree ("project_id","mounting_date","created_at");--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "history_project_time_idx" ON "history_events" USING btree ("project_id","occurred_at","id");