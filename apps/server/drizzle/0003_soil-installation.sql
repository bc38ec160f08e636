CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount_in_tons" numeric(12, 3) NOT NULL,
	"delivery_date" date NOT NULL,
	"comment" text,
	"reference" text,
	"attachment_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "deliveries_order_number_unique" UNIQUE("order_id","number")
);
--> statement-breakpoint
CREATE TABLE "mounting_documentation_orders" (
	"mounting_documentation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "mounting_documentation_orders_mounting_documentation_id_order_id_pk" PRIMARY KEY("mounting_documentation_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "mounting_documentations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"grid_field" text NOT NULL,
	"mounting_date" date NOT NULL,
	"filling_height_in_meters" numeric(12, 3) NOT NULL,
	"is_limed" boolean DEFAULT false NOT NULL,
	"lime_amount_per_square_meter_in_kilograms" numeric(12, 3),
	"date_of_liming" date,
	"date_of_second_compaction" date,
	"date_of_second_stabilization" date,
	"lime_amount_second_stabilization_in_kilograms" numeric(12, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "mounting_feature_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"mounting_methods" text[] NOT NULL,
	"groundwater_cover_layer_soil_type" text NOT NULL,
	"groundwater_cover_layer_thickness_in_meter" numeric(12, 3) NOT NULL,
	"highest_expected_groundwater_level_in_meter" numeric(12, 3),
	"water_protection_area" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"material_origin" text NOT NULL,
	"carrier" text NOT NULL,
	"material_class" text NOT NULL,
	"declared_quantity_in_tons" numeric(12, 3) NOT NULL,
	"approval_by_appraiser_required" boolean NOT NULL,
	"disposal_code" text,
	"comment" text,
	"attachment_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"delivery_count" integer DEFAULT 0 NOT NULL,
	"delivered_amount_in_tons" numeric(15, 3) DEFAULT '0' NOT NULL,
	"almost_fully_delivered_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approval_comment" text,
	"rejected_at" timestamp with time zone,
	"rejected_by" uuid,
	"rejection_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "project_document_downloads" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_documentation_orders" ADD CONSTRAINT "mounting_documentation_orders_mounting_documentation_id_mounting_documentations_id_fk" FOREIGN KEY ("mounting_documentation_id") REFERENCES "public"."mounting_documentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_documentation_orders" ADD CONSTRAINT "mounting_documentation_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_documentations" ADD CONSTRAINT "mounting_documentations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_documentations" ADD CONSTRAINT "mounting_documentations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_documentations" ADD CONSTRAINT "mounting_documentations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_feature_settings" ADD CONSTRAINT "mounting_feature_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_feature_settings" ADD CONSTRAINT "mounting_feature_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mounting_feature_settings" ADD CONSTRAINT "mounting_feature_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_downloads" ADD CONSTRAINT "project_document_downloads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_downloads" ADD CONSTRAINT "project_document_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_project_idx" ON "deliveries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "mounting_documentation_orders_order_idx" ON "mounting_documentation_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mounting_documentations_project_idx" ON "mounting_documentations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "orders_project_status_idx" ON "orders" USING btree ("project_id","status");