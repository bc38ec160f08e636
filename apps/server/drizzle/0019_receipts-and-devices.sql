CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"serial_number" text NOT NULL,
	"serial_number_key" text NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"issuer" text,
	"file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "files" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "corrected_by" uuid;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "received_quantity_in_tons" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "received_by" uuid;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "receipt_advice_file_id" uuid;--> statement-breakpoint
ALTER TABLE "device_certificates" ADD CONSTRAINT "device_certificates_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_certificates" ADD CONSTRAINT "device_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_certificates" ADD CONSTRAINT "device_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_versions" ADD CONSTRAINT "delivery_versions_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_versions" ADD CONSTRAINT "delivery_versions_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_delivery_note_id_delivery_notes_id_fk" FOREIGN KEY ("delivery_note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_signatures" ADD CONSTRAINT "receipt_signatures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_unique" ON "devices" USING btree ("type","serial_number_key");--> statement-breakpoint
CREATE INDEX "device_certificates_device_idx" ON "device_certificates" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "receipt_signatures_delivery_note_idx" ON "receipt_signatures" USING btree ("delivery_note_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD CONSTRAINT "static_load_analyses_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_receipt_advice_file_id_files_id_fk" FOREIGN KEY ("receipt_advice_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_device_idx" ON "files" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dynamic_load_analyses_device_idx" ON "dynamic_load_analyses" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "static_load_analyses_device_idx" ON "static_load_analyses" USING btree ("device_id");