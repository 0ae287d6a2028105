CREATE TABLE "certification_codes" (
	"id_alumno" integer NOT NULL,
	"id_grupo" integer NOT NULL,
	"codigo" text NOT NULL,
	"emitido" timestamp with time zone NOT NULL,
	CONSTRAINT "certification_codes_id_alumno_id_grupo_pk" PRIMARY KEY("id_alumno","id_grupo")
);
--> statement-breakpoint
CREATE TABLE "lesson_files" (
	"escuela" smallint NOT NULL,
	"ruta" text NOT NULL,
	"content_type" text NOT NULL,
	"contenido" "bytea" NOT NULL,
	CONSTRAINT "lesson_files_escuela_ruta_pk" PRIMARY KEY("escuela","ruta")
);
--> statement-breakpoint
CREATE TABLE "resource_visits" (
	"id_alumno" integer NOT NULL,
	"id_grupo" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"primera_visita" timestamp with time zone NOT NULL,
	"ultima_visita" timestamp with time zone NOT NULL,
	"visitas" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "resource_visits_id_alumno_id_grupo_tipo_pk" PRIMARY KEY("id_alumno","id_grupo","tipo")
);
--> statement-breakpoint
ALTER TABLE "certification_codes" ADD CONSTRAINT "certification_codes_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_codes" ADD CONSTRAINT "certification_codes_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_files" ADD CONSTRAINT "lesson_files_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_visits" ADD CONSTRAINT "resource_visits_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_visits" ADD CONSTRAINT "resource_visits_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certification_codes_codigo_key" ON "certification_codes" USING btree ("codigo");