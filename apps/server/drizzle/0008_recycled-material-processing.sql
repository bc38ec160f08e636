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
CREATE INDEX "broken_material_captures_batch_idx" ON "broken_material_captures" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "delivery_notes_pile_idx" ON "delivery_notes" USING btree ("wrecking_pile_id");