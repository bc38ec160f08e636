DROP TABLE "global_data_version" CASCADE;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "data_version";