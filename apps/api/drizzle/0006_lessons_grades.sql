CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"nombre" text NOT NULL,
	"tipo" smallint NOT NULL,
	CONSTRAINT "evaluations_tipo_check" CHECK ("evaluations"."tipo" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_grupo" integer NOT NULL,
	"leccion" smallint NOT NULL,
	"fecha" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nivel" integer NOT NULL,
	"conjunto" smallint DEFAULT 0 NOT NULL,
	"leccion" smallint NOT NULL,
	"tipo" smallint NOT NULL,
	"recurso" text NOT NULL,
	"ruta" text NOT NULL,
	"id_evaluacion" integer,
	"orden" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_tipo_check" CHECK ("resources"."tipo" between 1 and 5),
	CONSTRAINT "resources_conjunto_check" CHECK ("resources"."conjunto" in (0, 1)),
	CONSTRAINT "resources_evaluacion_check" CHECK (("resources"."tipo" <= 3) = ("resources"."id_evaluacion" is not null))
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_leccion" integer NOT NULL,
	"id_alumno" integer NOT NULL,
	"valor_asistencia" smallint NOT NULL,
	"fecha_pago" date,
	"id_teacher" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_valor_check" CHECK ("attendance"."valor_asistencia" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_alumno" integer NOT NULL,
	"id_grupo" integer NOT NULL,
	"id_evaluacion" integer NOT NULL,
	"session" smallint NOT NULL,
	"calificacion" numeric NOT NULL,
	"calificaciontotal" numeric,
	"editable" smallint DEFAULT 0 NOT NULL,
	"respuestas" jsonb,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_calificacion_check" CHECK ("results"."calificacion" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "student_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_grupo" integer NOT NULL,
	"id_alumno" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"mensaje" text NOT NULL,
	"id_estado" smallint DEFAULT 1 NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "activo" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_id_nivel_levels_id_fk" FOREIGN KEY ("id_nivel") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_id_evaluacion_evaluations_id_fk" FOREIGN KEY ("id_evaluacion") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_id_leccion_lessons_id_fk" FOREIGN KEY ("id_leccion") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_id_teacher_users_id_fk" FOREIGN KEY ("id_teacher") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_id_evaluacion_evaluations_id_fk" FOREIGN KEY ("id_evaluacion") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_comments" ADD CONSTRAINT "student_comments_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_comments" ADD CONSTRAINT "student_comments_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_comments" ADD CONSTRAINT "student_comments_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_grupo_leccion_key" ON "lessons" USING btree ("id_grupo","leccion");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_grupo_fecha_key" ON "lessons" USING btree ("id_grupo","fecha");--> statement-breakpoint
CREATE INDEX "resources_nivel_conjunto_idx" ON "resources" USING btree ("id_nivel","conjunto","leccion");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_leccion_alumno_key" ON "attendance" USING btree ("id_leccion","id_alumno");--> statement-breakpoint
CREATE INDEX "attendance_alumno_idx" ON "attendance" USING btree ("id_alumno");--> statement-breakpoint
CREATE UNIQUE INDEX "results_alumno_grupo_evaluacion_key" ON "results" USING btree ("id_alumno","id_grupo","id_evaluacion");--> statement-breakpoint
CREATE INDEX "student_comments_alumno_grupo_idx" ON "student_comments" USING btree ("id_alumno","id_grupo");