CREATE TABLE "coordinators" (
	"id_usuario" integer NOT NULL,
	"id_plantel" integer NOT NULL,
	CONSTRAINT "coordinators_id_usuario_id_plantel_pk" PRIMARY KEY("id_usuario","id_plantel")
);
--> statement-breakpoint
ALTER TABLE "coordinators" ADD CONSTRAINT "coordinators_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinators" ADD CONSTRAINT "coordinators_id_plantel_branches_id_fk" FOREIGN KEY ("id_plantel") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coordinators_plantel_idx" ON "coordinators" USING btree ("id_plantel");--> statement-breakpoint
CREATE INDEX "student_comments_grupo_idx" ON "student_comments" USING btree ("id_grupo");