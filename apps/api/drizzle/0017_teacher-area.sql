CREATE TABLE "attendance_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_grupo" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"fecha" date NOT NULL,
	"codigo" text NOT NULL,
	"intentos" smallint DEFAULT 0 NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"validado" timestamp with time zone,
	"creado_por" integer
);
--> statement-breakpoint
CREATE TABLE "attendance_submissions" (
	"id_envio" text PRIMARY KEY NOT NULL,
	"id_grupo" integer NOT NULL,
	"fecha" date NOT NULL,
	"id_teacher" integer NOT NULL,
	"recibido" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_incidencia" integer NOT NULL,
	"nota" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"nota_respuesta" text,
	"respondido_por" integer,
	"fecha_respuesta" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"id_grupo" integer NOT NULL,
	"id_alumno" integer NOT NULL,
	"idreglamento" integer NOT NULL,
	"id_ciclo" integer NOT NULL,
	"notas" text,
	"estatus" smallint DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"creado_por" integer NOT NULL,
	"creado" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "incidents_estatus_check" CHECK ("incidents"."estatus" between 0 and 2),
	CONSTRAINT "incidents_deleted_check" CHECK ("incidents"."deleted" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "audit_trail" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"tipo" text NOT NULL,
	"registro_id" integer NOT NULL,
	"id_grupo" integer,
	"id_usuario" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"origen" text
);
--> statement-breakpoint
ALTER TABLE "attendance_codes" ADD CONSTRAINT "attendance_codes_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_codes" ADD CONSTRAINT "attendance_codes_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_codes" ADD CONSTRAINT "attendance_codes_creado_por_users_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_id_teacher_users_id_fk" FOREIGN KEY ("id_teacher") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD CONSTRAINT "incident_messages_id_incidencia_incidents_id_fk" FOREIGN KEY ("id_incidencia") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_messages" ADD CONSTRAINT "incident_messages_respondido_por_users_id_fk" FOREIGN KEY ("respondido_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_idreglamento_rules_id_fk" FOREIGN KEY ("idreglamento") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_id_ciclo_cycles_id_fk" FOREIGN KEY ("id_ciclo") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_creado_por_users_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_codes_grupo_usuario_fecha_key" ON "attendance_codes" USING btree ("id_grupo","id_usuario","fecha");--> statement-breakpoint
CREATE INDEX "incident_messages_incidencia_idx" ON "incident_messages" USING btree ("id_incidencia","fecha");--> statement-breakpoint
CREATE INDEX "incidents_grupo_idx" ON "incidents" USING btree ("id_grupo");--> statement-breakpoint
CREATE INDEX "incidents_alumno_idx" ON "incidents" USING btree ("id_alumno");--> statement-breakpoint
CREATE INDEX "audit_trail_record_idx" ON "audit_trail" USING btree ("escuela","tipo","registro_id","fecha");--> statement-breakpoint
CREATE INDEX "audit_trail_fecha_idx" ON "audit_trail" USING btree ("escuela","fecha");