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
ALTER TABLE "files" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "device_certificates" ADD CONSTRAINT "device_certificates_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_certificates" ADD CONSTRAINT "device_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_certificates" ADD CONSTRAINT "device_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_unique" ON "devices" USING btree ("type","serial_number_key");--> statement-breakpoint
CREATE INDEX "device_certificates_device_idx" ON "device_certificates" USING btree ("device_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_load_analyses" ADD CONSTRAINT "dynamic_load_analyses_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_load_analyses" ADD CONSTRAINT "static_load_analyses_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_device_idx" ON "files" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dynamic_load_analyses_device_idx" ON "dynamic_load_analyses" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "static_load_analyses_device_idx" ON "static_load_analyses" USING btree ("device_id");