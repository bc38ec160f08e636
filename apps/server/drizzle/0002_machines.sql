CREATE TABLE "machine_suitabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"machine_id" uuid NOT NULL,
	"grain_size_and_quality" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_suitability_documents" (
	"suitability_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_suitability_documents_suitability_id_file_id_pk" PRIMARY KEY("suitability_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "geo_json" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "machine_id" uuid;--> statement-breakpoint
ALTER TABLE "machine_suitabilities" ADD CONSTRAINT "machine_suitabilities_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_suitabilities" ADD CONSTRAINT "machine_suitabilities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_suitability_documents" ADD CONSTRAINT "machine_suitability_documents_suitability_id_machine_suitabilities_id_fk" FOREIGN KEY ("suitability_id") REFERENCES "public"."machine_suitabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_suitability_documents" ADD CONSTRAINT "machine_suitability_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_suitabilities_unique" ON "machine_suitabilities" USING btree ("machine_id","grain_size_and_quality");--> statement-breakpoint
CREATE INDEX "machine_suitability_documents_file_idx" ON "machine_suitability_documents" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_machine_idx" ON "files" USING btree ("machine_id");