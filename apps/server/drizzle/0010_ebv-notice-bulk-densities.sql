CREATE TABLE "ebv_bulk_densities" (
	"project_id" uuid NOT NULL,
	"material_class" text NOT NULL,
	"tons_per_cubic_meter" numeric(6, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "ebv_bulk_densities_project_id_material_class_pk" PRIMARY KEY("project_id","material_class")
);
--> statement-breakpoint
ALTER TABLE "ebv_bulk_densities" ADD CONSTRAINT "ebv_bulk_densities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebv_bulk_densities" ADD CONSTRAINT "ebv_bulk_densities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;