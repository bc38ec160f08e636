CREATE TABLE "dynamic_load_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"grid_field" text NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"evd" numeric NOT NULL,
	"height_in_millimeters" numeric NOT NULL,
	"soil_layer_height_in_millimeters" numeric NOT NULL,
	"soil_type" text NOT NULL,
	"soil_recovery" text,
	"precipitation" boolean,
	"temperature" numeric,
	"device_name" text NOT NULL,
	"device_model" text NOT NULL,
	"analysis_result_file_id" uuid NOT NULL,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "dynamic_load_analyses_number_unique" UNIQUE("project_id","number")
);
--> statement-breakpoint
CREATE TABLE "load_analysis_counters" (
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "load_analysis_counters_project_id_kind_pk" PRIMARY KEY("project_id","kind")
);
--> statement-breakpoint
CREATE TABLE "static_load_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"grid_field" text NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL,
	"measuring_point_name" text,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"lifting_arm" numeric NOT NULL,
	"plate_base" boolean NOT NULL,
	"layer_thickness_in_millimeters" numeric NOT NULL,
	"test_layer" text NOT NULL,
	"height_in_millimeters" numeric NOT NULL,
	"pre_load" numeric NOT NULL,
	"time_between_compression_and_analysis" numeric NOT NULL,
	"plate_diameter" numeric NOT NULL,
	"temperature" numeric NOT NULL,
	"temperature_day_before" numeric NOT NULL,
	"precipitation" boolean NOT NULL,
	"precipitation_day_before" boolean NOT NULL,
	"initial_loads" jsonb NOT NULL,
	"initial_unloads" jsonb NOT NULL,
	"second_loads" jsonb NOT NULL,
	"initial_a0" numeric NOT NULL,
	"initial_a1" numeric NOT NULL,
	"initial_a2" numeric NOT NULL,
	"initial_d0" numeric NOT NULL,
	"initial_d2" numeric NOT NULL,
	"initial_d3" numeric NOT NULL,
	"ev1" numeric NOT NULL,
	"max_compression" numeric NOT NULL,
	"second_a0" numeric NOT NULL,
	"second_a1" numeric NOT NULL,
	"second_a2" numeric NOT NULL,
	"second_d0" numeric NOT NULL,
	"second_d2" numeric NOT NULL,
	"second_d3" numeric NOT NULL,
	"ev2" numeric NOT NULL,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "static_load_analyses_number_unique" UNIQUE("project_id","number")
);
--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_analysis_result_file_id_files_id_fk" FOREIGN KEY ("analysis_result_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_analysis_counters" ADD CONSTRAINT "load_analysis_counters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD CONSTRAINT "static_load_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD CONSTRAINT "static_load_analyses_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD CONSTRAINT "static_load_analyses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD CONSTRAINT "static_load_analyses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dynamic_load_analyses_project_idx" ON "dynamic_load_analyses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "static_load_analyses_project_idx" ON "static_load_analyses" USING btree ("project_id");