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
ALTER TABLE "ebv_compliance_documents" ADD CONSTRAINT "ebv_compliance_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_compliance_documents" ADD CONSTRAINT "ebv_compliance_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_compliance_documents" ADD CONSTRAINT "ebv_compliance_documents_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebv_compliance_documents_project_idx" ON "ebv_compliance_documents" USING btree ("project_id","kind");