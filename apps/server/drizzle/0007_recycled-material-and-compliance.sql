CREATE TABLE "acceptance_controls" (
	"wrecking_pile_id" uuid PRIMARY KEY NOT NULL,
	"contains_asbestos" boolean NOT NULL,
	"mass_of_raw_material_in_tons" numeric(12, 3),
	"source_areas" text[] DEFAULT '{}' NOT NULL,
	"composition" text,
	"degree_of_soiling" text,
	"foreign_proportions" text[] DEFAULT '{}' NOT NULL,
	"consistency" text,
	"appearance" text,
	"colors" text[] DEFAULT '{}' NOT NULL,
	"smell" text[] DEFAULT '{}' NOT NULL,
	"attachment_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	"rejected_at" timestamp with time zone,
	"rejected_by" uuid
);
--> statement-breakpoint
CREATE TABLE "asbestos_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "asbestos_documents_file_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "batch_analytics" (
	"batch_id" uuid PRIMARY KEY NOT NULL,
	"sampling_date" date NOT NULL,
	"sampling_protocol_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"report_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"grain_size_and_quality" text NOT NULL,
	"soil_group" text,
	"material_class_footnotes" text[] DEFAULT '{}' NOT NULL,
	"is_operational_assessment_required" boolean NOT NULL,
	"operational_assessment_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "breaking_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wrecking_pile_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"size_in_tons" numeric(12, 3) NOT NULL,
	"amount_in_tons" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"analytic_status" text DEFAULT 'open' NOT NULL,
	"location_image_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"location_documented_at" timestamp with time zone,
	"location_documented_by" uuid,
	"sampling_confirmed_at" timestamp with time zone,
	"sampling_confirmed_by" uuid,
	"disposal_decided_at" timestamp with time zone,
	"disposal_decided_by" uuid,
	"disposal_document_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"disposal_documented_at" timestamp with time zone,
	"disposal_documented_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaking_batches_number_unique" UNIQUE("wrecking_pile_id","number")
);
--> statement-breakpoint
CREATE TABLE "broken_material_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"amount_in_tons" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"wrecking_pile_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"quantity_in_tons" numeric(12, 3) NOT NULL,
	"delivery_date" date NOT NULL,
	"grain_size_and_quality" text NOT NULL,
	"soil_group" text,
	"carrier" jsonb NOT NULL,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "delivery_notes_number_unique" UNIQUE("project_id","number")
);
--> statement-breakpoint
CREATE TABLE "ebv_feature_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"grain_size_and_qualities" text[] NOT NULL,
	"machine_ids" uuid[] NOT NULL,
	"expected_quantity_in_tons" numeric(12, 3) NOT NULL,
	"sampling_interval_in_tons" integer NOT NULL,
	"site_plan_construction_waste_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"site_plan_rc_material_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "project_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"sending_confirmed_at" timestamp with time zone,
	"sending_confirmed_by" uuid,
	CONSTRAINT "project_announcements_number_unique" UNIQUE("project_id","number")
);
--> statement-breakpoint
CREATE TABLE "wrecking_piles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"machine_id" uuid NOT NULL,
	"expected_mass_of_raw_material_in_tons" numeric(12, 3) NOT NULL,
	"expected_grain_size_and_quality" text NOT NULL,
	"disposal_code" text NOT NULL,
	"document_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"delivery_note_creation_on_behalf_of_project_manager" boolean DEFAULT false NOT NULL,
	"appraiser_appointed_for" date,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approval_document_file_id" uuid,
	"disposal_decided_at" timestamp with time zone,
	"disposal_decided_by" uuid,
	"disposal_document_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"disposal_documented_at" timestamp with time zone,
	"disposal_documented_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "ebv_compliance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"covered_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" uuid,
	"sent_on" date
);
--> statement-breakpoint
ALTER TABLE "acceptance_controls" ADD CONSTRAINT "acceptance_controls_wrecking_pile_id_wrecking_piles_id_fk" FOREIGN KEY ("wrecking_pile_id") REFERENCES "public"."wrecking_piles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_controls" ADD CONSTRAINT "acceptance_controls_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_controls" ADD CONSTRAINT "acceptance_controls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_controls" ADD CONSTRAINT "acceptance_controls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_controls" ADD CONSTRAINT "acceptance_controls_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asbestos_documents" ADD CONSTRAINT "asbestos_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asbestos_documents" ADD CONSTRAINT "asbestos_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asbestos_documents" ADD CONSTRAINT "asbestos_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_analytics" ADD CONSTRAINT "batch_analytics_batch_id_breaking_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."breaking_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_analytics" ADD CONSTRAINT "batch_analytics_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaking_batches" ADD CONSTRAINT "breaking_batches_wrecking_pile_id_wrecking_piles_id_fk" FOREIGN KEY ("wrecking_pile_id") REFERENCES "public"."wrecking_piles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaking_batches" ADD CONSTRAINT "breaking_batches_location_documented_by_users_id_fk" FOREIGN KEY ("location_documented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaking_batches" ADD CONSTRAINT "breaking_batches_sampling_confirmed_by_users_id_fk" FOREIGN KEY ("sampling_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaking_batches" ADD CONSTRAINT "breaking_batches_disposal_decided_by_users_id_fk" FOREIGN KEY ("disposal_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaking_batches" ADD CONSTRAINT "breaking_batches_disposal_documented_by_users_id_fk" FOREIGN KEY ("disposal_documented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broken_material_captures" ADD CONSTRAINT "broken_material_captures_batch_id_breaking_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."breaking_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broken_material_captures" ADD CONSTRAINT "broken_material_captures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_wrecking_pile_id_wrecking_piles_id_fk" FOREIGN KEY ("wrecking_pile_id") REFERENCES "public"."wrecking_piles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_feature_settings" ADD CONSTRAINT "ebv_feature_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_feature_settings" ADD CONSTRAINT "ebv_feature_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_feature_settings" ADD CONSTRAINT "ebv_feature_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_announcements" ADD CONSTRAINT "project_announcements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_announcements" ADD CONSTRAINT "project_announcements_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_announcements" ADD CONSTRAINT "project_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_announcements" ADD CONSTRAINT "project_announcements_sending_confirmed_by_users_id_fk" FOREIGN KEY ("sending_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_approval_document_file_id_files_id_fk" FOREIGN KEY ("approval_document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_disposal_decided_by_users_id_fk" FOREIGN KEY ("disposal_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_disposal_documented_by_users_id_fk" FOREIGN KEY ("disposal_documented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrecking_piles" ADD CONSTRAINT "wrecking_piles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_compliance_documents" ADD CONSTRAINT "ebv_compliance_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_compliance_documents" ADD CONSTRAINT "ebv_compliance_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_compliance_documents" ADD CONSTRAINT "ebv_compliance_documents_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asbestos_documents_project_idx" ON "asbestos_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "broken_material_captures_batch_idx" ON "broken_material_captures" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "delivery_notes_pile_idx" ON "delivery_notes" USING btree ("wrecking_pile_id");--> statement-breakpoint
CREATE INDEX "wrecking_piles_project_status_idx" ON "wrecking_piles" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "ebv_compliance_documents_project_idx" ON "ebv_compliance_documents" USING btree ("project_id","kind");