CREATE TABLE "schools" (
	"id" smallint PRIMARY KEY NOT NULL,
	"clave" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"escuela" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"dispositivo" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"roll" text NOT NULL,
	"usuario" text NOT NULL,
	"nombre_completo" text NOT NULL,
	"password_hash" text NOT NULL,
	"iderp" integer,
	"qr" smallint DEFAULT 0 NOT NULL,
	"facturacion" smallint DEFAULT 0 NOT NULL,
	"constancia" smallint DEFAULT 0 NOT NULL,
	"activo" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_circle" boolean DEFAULT true NOT NULL,
	"accessories_type" text NOT NULL,
	"clothe_type" text NOT NULL,
	"clothe_color" text NOT NULL,
	"eyebrow_type" text NOT NULL,
	"eye_type" text NOT NULL,
	"facial_hair_color" text NOT NULL,
	"facial_hair_type" text NOT NULL,
	"graphic_type" text NOT NULL,
	"hair_color" text NOT NULL,
	"mouth_type" text NOT NULL,
	"skin_color" text NOT NULL,
	"top_type" text NOT NULL,
	"top_color" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"apellido_paterno" text NOT NULL,
	"apellido_materno" text,
	"edad" smallint,
	"sexo" smallint,
	"telefono" text,
	"celular" text,
	"calle" text,
	"cp" integer,
	"colonia" text,
	"municipio" text,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"plantel" text NOT NULL,
	"direccion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"curso" text NOT NULL,
	"tipo_curso" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"ciclo" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_grupo" integer NOT NULL,
	"id_alumno" integer NOT NULL,
	"primera" numeric,
	"primera_sin_calificacion" boolean DEFAULT false NOT NULL,
	"segunda" numeric,
	"calificacion_final_primera_oportunidad" numeric,
	"calificacion_final_segunda_oportunidad" numeric
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"grupo_corto" text NOT NULL,
	"grupo" text NOT NULL,
	"id_nivel" integer NOT NULL,
	"id_curso" integer NOT NULL,
	"id_ciclo" integer NOT NULL,
	"id_plantel" integer NOT NULL,
	"tipo" text NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL,
	"lunes" smallint DEFAULT 0 NOT NULL,
	"martes" smallint DEFAULT 0 NOT NULL,
	"miercoles" smallint DEFAULT 0 NOT NULL,
	"jueves" smallint DEFAULT 0 NOT NULL,
	"viernes" smallint DEFAULT 0 NOT NULL,
	"sabado" smallint DEFAULT 0 NOT NULL,
	"domingo" smallint DEFAULT 0 NOT NULL,
	"id_teacher" integer,
	"id_teacher_2" integer,
	"clase_actual" smallint DEFAULT 1 NOT NULL,
	"zoom" text,
	"num_ejercicios" smallint DEFAULT 0 NOT NULL,
	"num_examenes" smallint DEFAULT 0 NOT NULL,
	"valor_examenes" numeric DEFAULT 0 NOT NULL,
	"valor_ejercicios" numeric DEFAULT 0 NOT NULL,
	"valor_asistencias" numeric DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_curso" integer NOT NULL,
	"numero" smallint NOT NULL,
	"nivel" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data" ADD CONSTRAINT "personal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_id_alumno_users_id_fk" FOREIGN KEY ("id_alumno") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_nivel_levels_id_fk" FOREIGN KEY ("id_nivel") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_curso_courses_id_fk" FOREIGN KEY ("id_curso") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_ciclo_cycles_id_fk" FOREIGN KEY ("id_ciclo") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_plantel_branches_id_fk" FOREIGN KEY ("id_plantel") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_teacher_users_id_fk" FOREIGN KEY ("id_teacher") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_teacher_2_users_id_fk" FOREIGN KEY ("id_teacher_2") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_id_curso_courses_id_fk" FOREIGN KEY ("id_curso") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_token_key" ON "push_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_escuela_usuario_key" ON "users" USING btree ("escuela",lower("usuario"));--> statement-breakpoint
CREATE INDEX "users_iderp_idx" ON "users" USING btree ("iderp");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_grupo_alumno_key" ON "enrolments" USING btree ("id_grupo","id_alumno");--> statement-breakpoint
CREATE INDEX "enrolments_alumno_idx" ON "enrolments" USING btree ("id_alumno");--> statement-breakpoint
CREATE INDEX "groups_teacher_idx" ON "groups" USING btree ("id_teacher");--> statement-breakpoint
CREATE INDEX "groups_teacher2_idx" ON "groups" USING btree ("id_teacher_2");--> statement-breakpoint
CREATE INDEX "groups_escuela_ciclo_idx" ON "groups" USING btree ("escuela","id_ciclo");