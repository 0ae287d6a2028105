import Stack from '@mui/material/Stack';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import { RESOURCE_TYPE } from '@lms/contract';
import { SectionCard } from '../../../components/ui/section-card';
import { resourceFileUrl } from '../utils/resource-links';
import { LessonFilesPage, type LessonFilesPageProps } from './lesson-files-page';

/** Videos (spec 2 §2): the lesson's videos, each with its name and a player that reads only its length until played. */
export function VideosScreen(props: LessonFilesPageProps) {
  return (
    <LessonFilesPage {...props} kind="Videos" tipo={RESOURCE_TYPE.video} emptyText="Esta lección no tiene videos.">
      {(row, videos) => (
        <Stack spacing={2}>
          {videos.map((video) => (
            <SectionCard key={video.ruta} title={video.recurso} icon={<VideoLibrary aria-hidden />}>
              <video
                controls
                preload="metadata"
                playsInline
                src={resourceFileUrl(row, video)}
                aria-label={video.recurso}
                style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 4 }}
              >
                Tu navegador no puede reproducir este video.
              </video>
            </SectionCard>
          ))}
        </Stack>
      )}
    </LessonFilesPage>
  );
}
