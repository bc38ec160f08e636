CREATE TABLE "compaction_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"layer" text NOT NULL,
	"layer_key" text NOT NULL,
	"test_kind" text NOT NULL,
	"min_ev2" numeric,
	"max_ratio" numeric,
	"ratio_from_ev2" numeric,
	"min_evd" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "compaction_requirements_layer_unique" UNIQUE("project_id","layer_key")
);
--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD COLUMN "layer" text;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD COLUMN "layer" text;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "ubl_file_id" uuid;--> statement-breakpoint
ALTER TABLE "compaction_requirements" ADD CONSTRAINT "compaction_requirements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compaction_requirements" ADD CONSTRAINT "compaction_requirements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compaction_requirements" ADD CONSTRAINT "compaction_requirements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_ubl_file_id_files_id_fk" FOREIGN KEY ("ubl_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;