CREATE TABLE "rule_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"nombre_tutor" text,
	"firma_tutor" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"regla" text NOT NULL,
	"idcurso" smallint NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ruta_exci" text,
	"toefl_paso" smallint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rule_signatures" ADD CONSTRAINT "rule_signatures_idusuario_users_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rule_signatures_usuario_key" ON "rule_signatures" USING btree ("idusuario");