CREATE TABLE "compaction_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"test_kind" text NOT NULL,
	"layer" text NOT NULL,
	"layer_key" text NOT NULL,
	"grid_fields" text[] NOT NULL,
	"rule" text NOT NULL,
	"min_share_percent" integer,
	"min_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD COLUMN "retest_of_id" uuid;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD COLUMN "retest_of_id" uuid;--> statement-breakpoint
ALTER TABLE "compaction_lots" ADD CONSTRAINT "compaction_lots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compaction_lots" ADD CONSTRAINT "compaction_lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compaction_lots_project_idx" ON "compaction_lots" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_retest_of_id_dynamic_load_analyses_id_fk" FOREIGN KEY ("retest_of_id") REFERENCES "public"."dynamic_load_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD CONSTRAINT "static_load_analyses_retest_of_id_static_load_analyses_id_fk" FOREIGN KEY ("retest_of_id") REFERENCES "public"."static_load_analyses"("id") ON DELETE set null ON UPDATE no action;