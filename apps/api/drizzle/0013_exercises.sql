CREATE TABLE "quality_exams" (
	"id_nivel" integer PRIMARY KEY NOT NULL,
	"leccion" smallint NOT NULL,
	"id_evaluacion" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_evaluacion" integer NOT NULL,
	"num_pregunta" smallint NOT NULL,
	"tipo" smallint NOT NULL,
	"pregunta" text NOT NULL,
	"valor" numeric DEFAULT 0 NOT NULL,
	"valor1" text DEFAULT '-' NOT NULL,
	"valor2" text DEFAULT '-' NOT NULL,
	"valor3" text DEFAULT '-' NOT NULL,
	"valor4" text DEFAULT '-' NOT NULL,
	"opcion_correcta" smallint,
	"ruta_imagen" text,
	"ruta_audio" text,
	CONSTRAINT "questions_tipo_check" CHECK ("questions"."tipo" in (2, 6)),
	CONSTRAINT "questions_correcta_check" CHECK (("questions"."tipo" = 2) = coalesce("questions"."opcion_correcta" between 1 and 4, false))
);
--> statement-breakpoint
ALTER TABLE "quality_exams" ADD CONSTRAINT "quality_exams_id_nivel_levels_id_fk" FOREIGN KEY ("id_nivel") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_exams" ADD CONSTRAINT "quality_exams_id_evaluacion_evaluations_id_fk" FOREIGN KEY ("id_evaluacion") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_id_evaluacion_evaluations_id_fk" FOREIGN KEY ("id_evaluacion") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_evaluacion_num_key" ON "questions" USING btree ("id_evaluacion","num_pregunta");