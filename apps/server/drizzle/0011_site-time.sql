ALTER TABLE "history_events" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mounting_documentations" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "breaking_batches" ADD COLUMN "location_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broken_material_captures" ADD COLUMN "recorded_at" timestamp with time zone;