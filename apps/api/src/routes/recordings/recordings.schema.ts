import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';
import { storedFiles } from '../../db/schema/files.js';
import { cycles, groups } from '../groups/groups.schema.js';

/**
 * The short video a teacher sends once per running cycle (spec 3 'Carga tu
 * video'), for one of their groups of that cycle: the bytes are a stored file
 * (area `videos`), this row says whose, for which group and when
 * (docs/decisions/029-teacher-video.md).
 */
export const teacherVideos = pgTable(
  'teacher_videos',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => users.id),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => groups.id),
    id_ciclo: integer('id_ciclo')
      .notNull()
      .references(() => cycles.id),
    archivo: text('archivo')
      .notNull()
      .references(() => storedFiles.nombre),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // One per teacher and cycle: two uploads at once cannot both land.
  (t) => [uniqueIndex('teacher_videos_usuario_ciclo_key').on(t.id_usuario, t.id_ciclo)],
);
