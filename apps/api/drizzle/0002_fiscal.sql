CREATE TABLE "fiscal_data" (
	"iddatosfiscales" serial PRIMARY KEY NOT NULL,
	"id_alumno" integer NOT NULL,
	"rfc" text NOT NULL,
	"regimen_fiscal" integer NOT NULL,
	"direccion" text NOT NULL,
	"idmunicipios" integer,
	"cp" text NOT NULL,
	"telefono" text NOT NULL,
	"correo" text NOT NULL,
	"razon_social" text NOT NULL,
	"constancia" text NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"reg_nuevo_municipio" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"idmunicipios" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_regimes" (
	"idregimen_fiscal" integer PRIMARY KEY NOT NULL,
	"regimen" text NOT NULL,
	"fisica" smallint NOT NULL,
	"moral" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"nombre" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_regimen_fiscal_tax_regimes_idregimen_fiscal_fk" FOREIGN KEY ("regimen_fiscal") REFERENCES "public"."tax_regimes"("idregimen_fiscal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_idmunicipios_municipalities_idmunicipios_fk" FOREIGN KEY ("idmunicipios") REFERENCES "public"."municipalities"("idmunicipios") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_data_alumno_idx" ON "fiscal_data" USING btree ("id_alumno");