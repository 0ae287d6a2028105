CREATE TABLE "status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"escuela" smallint NOT NULL,
	"tipo" text NOT NULL,
	"registro_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"de" smallint,
	"a" smallint NOT NULL,
	"nota" text,
	"fecha" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_escuela_schools_id_fk" FOREIGN KEY ("escuela") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_history_record_idx" ON "status_history" USING btree ("escuela","tipo","registro_id","fecha");