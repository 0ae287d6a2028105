CREATE TABLE "extraordinary_exams" (
	"id_nivel" integer PRIMARY KEY NOT NULL,
	"id_evaluacion" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "telefono" text;--> statement-breakpoint
ALTER TABLE "extraordinary_exams" ADD CONSTRAINT "extraordinary_exams_id_nivel_levels_id_fk" FOREIGN KEY ("id_nivel") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraordinary_exams" ADD CONSTRAINT "extraordinary_exams_id_evaluacion_evaluations_id_fk" FOREIGN KEY ("id_evaluacion") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;