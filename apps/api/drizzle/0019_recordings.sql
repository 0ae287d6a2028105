CREATE TABLE "teacher_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_grupo" integer NOT NULL,
	"id_ciclo" integer NOT NULL,
	"archivo" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_videos" ADD CONSTRAINT "teacher_videos_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_videos" ADD CONSTRAINT "teacher_videos_id_grupo_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_videos" ADD CONSTRAINT "teacher_videos_id_ciclo_cycles_id_fk" FOREIGN KEY ("id_ciclo") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_videos" ADD CONSTRAINT "teacher_videos_archivo_stored_files_nombre_fk" FOREIGN KEY ("archivo") REFERENCES "public"."stored_files"("nombre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_videos_usuario_ciclo_key" ON "teacher_videos" USING btree ("id_usuario","id_ciclo");