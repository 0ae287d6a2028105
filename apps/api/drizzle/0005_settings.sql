CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"nota" text NOT NULL,
	"ruta_pago" text NOT NULL,
	"vigente_desde" date NOT NULL,
	"vigente_hasta" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_notices" ADD CONSTRAINT "discount_notices_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;