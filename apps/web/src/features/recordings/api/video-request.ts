import { useQuery } from '@tanstack/react-query';
import { teacherVideoRequestCall, type SchoolId } from '@lms/contract';
import { callQuery } from '../../../lib/api/call-query';

/** grabar.video.teachers: the group a video is asked for. Silent (spec 3 §8): a failed read just shows no card. */
export const videoRequestQuery = (school: SchoolId, teacherId: number) =>
  callQuery(teacherVideoRequestCall, school, { params: { id: teacherId }, silent: true });

export function useVideoRequest(school: SchoolId, teacherId: number) {
  const { data } = useQuery(videoRequestQuery(school, teacherId));
  return data?.id_grupo ? { id_grupo: data.id_grupo, grupo_corto: data.grupo_corto ?? '' } : null;
}
