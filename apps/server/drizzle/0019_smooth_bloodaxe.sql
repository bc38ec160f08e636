CREATE TABLE "delivery_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"amount_in_tons" numeric(12, 3) NOT NULL,
	"delivery_date" date NOT NULL,
	"comment" text,
	"reference" text,
	"attachment_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"correction_reason" text,
	"corrected_at" timestamp with time zone,
	"corrected_by" uuid,
	CONSTRAINT "delivery_versions_delivery_version_unique" UNIQUE("delivery_id","version")
);
--> statement-breakpoint
CREATE TABLE "receipt_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid,
	"delivery_note_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"role" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_in_meters" numeric(9, 1),
	"image_file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "receipt_signatures_delivery_role_unique" UNIQUE("delivery_id","version","role"),
	CONSTRAINT "receipt_signatures_delivery_note_role_unique" UNIQUE("delivery_note_id","role"),
	CONSTRAINT "receipt_signatures_one_target" CHECK (("receipt_signatures"."delivery_id" is null) <> ("receipt_signatures"."delivery_note_id" is null))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_delivery_signature_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "corrected_by" uuid;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "received_quantity_in_tons" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "received_by" uuid;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "receipt_advice_file_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_versions" ADD CONSTRAINT "delivery_versions_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_versions" ADD CONSTRAINT "delivery_versions_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_delivery_note_id_delivery_notes_id_fk" FOREIGN KEY ("delivery_note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_signatures_delivery_note_idx" ON "receipt_signatures" USING btree ("delivery_note_id");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_receipt_advice_file_id_files_id_fk" FOREIGN KEY ("receipt_advice_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;