CREATE TABLE "project_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"recipient_role" text NOT NULL,
	"handed_over_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_over_by" uuid,
	"file_id" uuid NOT NULL,
	"file_count" integer NOT NULL,
	"manifest_sha256" text NOT NULL,
	"pack_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_handovers" ADD CONSTRAINT "project_handovers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_handovers" ADD CONSTRAINT "project_handovers_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_handovers" ADD CONSTRAINT "project_handovers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_handovers_project_idx" ON "project_handovers" USING btree ("project_id","handed_over_at");