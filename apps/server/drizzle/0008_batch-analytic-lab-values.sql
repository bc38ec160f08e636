ALTER TABLE "batch_analytics" ADD COLUMN "lab_request" jsonb;--> statement-breakpoint
ALTER TABLE "batch_analytics" ADD COLUMN "lab_evaluation" jsonb;--> statement-breakpoint
ALTER TABLE "batch_analytics" ADD COLUMN "class_deviation_comment" text;--> statement-breakpoint
ALTER TABLE "batch_analytics" ADD COLUMN "evaluation_sheet_file_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_analytics" ADD CONSTRAINT "batch_analytics_evaluation_sheet_file_id_files_id_fk" FOREIGN KEY ("evaluation_sheet_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;