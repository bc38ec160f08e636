CREATE TABLE "history_chain_heads" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "installation_removals" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"removed_on" date NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "history_chain_heads" ADD CONSTRAINT "history_chain_heads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_handovers" ADD CONSTRAINT "project_handovers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_handovers" ADD CONSTRAINT "project_handovers_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_handovers" ADD CONSTRAINT "project_handovers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_removals" ADD CONSTRAINT "installation_removals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_removals" ADD CONSTRAINT "installation_removals_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_handovers_project_idx" ON "project_handovers" USING btree ("project_id","handed_over_at");--> statement-breakpoint
CREATE UNIQUE INDEX "history_project_chain_idx" ON "history_events" USING btree ("project_id","chain_seq");