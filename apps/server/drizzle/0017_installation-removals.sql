CREATE TABLE "installation_removals" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"removed_on" date NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installation_removals" ADD CONSTRAINT "installation_removals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_removals" ADD CONSTRAINT "installation_removals_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;