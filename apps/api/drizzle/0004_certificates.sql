CREATE TABLE "study_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_alumno" integer NOT NULL,
	"id_ciclo" integer NOT NULL,
	"archivo" text NOT NULL,
	"fecha_alta" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_certificates" ADD CONSTRAINT "study_certificates_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_certificates" ADD CONSTRAINT "study_certificates_id_ciclo_cycles_id_fk" FOREIGN KEY ("id_ciclo") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_certificates_alumno_ciclo_key" ON "study_certificates" USING btree ("id_alumno","id_ciclo");