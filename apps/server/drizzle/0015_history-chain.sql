CREATE TABLE "history_chain_heads" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "history_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "history_chain_heads" ADD CONSTRAINT "history_chain_heads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "history_project_chain_idx" ON "history_events" USING btree ("project_id","chain_seq");