import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import VideoCameraFront from '@mui/icons-material/VideoCameraFront';
import { formatMessage, RECORDINGS_MSG, type SchoolId } from '@lms/contract';
import { useUploadVideo } from '../api/upload-video';
import { useVideoRequest } from '../api/video-request';
import { videoDuration } from '../utils/video-duration';
import { longVideoHint, megabytes, minutesSeconds, videoFileProblem } from '../utils/video-file';

interface VideoUploadCardProps {
  school: SchoolId;
  teacherId: number;
}

/**
 * 'Carga tu video' on the teacher's Mis grupos (spec 3 §2, §4, §5): shown
 * while the server asks for a video (grabar.video.teachers), gone once an
 * upload succeeds. Any video of the phone; about 60 s is asked, a longer one
 * is only pointed out. The upload shows its progress and can be cancelled.
 */
export function VideoUploadCard({ school, teacherId }: VideoUploadCardProps) {
  const request = useVideoRequest(school, teacherId);
  if (!request) return null;
  return <AskedVideo school={school} teacherId={teacherId} groupId={request.id_grupo} group={request.grupo_corto} />;
}

function AskedVideo({ school, teacherId, groupId, group }: VideoUploadCardProps & { groupId: number; group: string }) {
  const titleId = useId();
  const { file, seconds, onChoose } = useChosenVideo();
  const { upload, uploading, progress, cancel } = useUploadVideo(school, teacherId, groupId);
  const problem = file ? videoFileProblem(file) : null;
  const hint = longVideoHint(seconds);

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <VideoCameraFront aria-hidden color="primary" />
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {RECORDINGS_MSG.videoCardTitle}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {formatMessage(RECORDINGS_MSG.videoCardText, { grupo: group })}
        </Typography>
        <Stack spacing={1.5}>
          {file && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <strong>{file.name}</strong> · {megabytes(file.size)}
              {seconds !== null && ` · ${minutesSeconds(seconds)}`}
            </Typography>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {hint && !problem && <Alert severity="info">{hint}</Alert>}
          {uploading && <UploadProgress percent={percent} />}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {uploading ? (
              <Button variant="outlined" color="inherit" onClick={cancel}>
                Cancelar
              </Button>
            ) : (
              <Button component="label" variant={file ? 'outlined' : 'contained'} startIcon={<VideoCameraFront />}>
                {file ? 'Elegir otro video' : 'Elegir video'}
                <input type="file" accept="video/*" hidden onChange={onChoose} />
              </Button>
            )}
            {file && !problem && !uploading && (
              <Button variant="contained" startIcon={<CloudUpload />} onClick={() => upload(file)}>
                Subir video
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The chosen video; its length is read once per chosen file, and an older file's answer arriving late is ignored. */
function useChosenVideo() {
  const [file, setFile] = useState<File | null>(null);
  const [measured, setMeasured] = useState<{ file: File; seconds: number | null } | null>(null);
  const seconds = measured && measured.file === file ? measured.seconds : null;
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    if (chosen && !videoFileProblem(chosen)) void videoDuration(chosen).then((s) => setMeasured({ file: chosen, seconds: s }));
    // The same file chosen again must still fire a change.
    event.target.value = '';
  };
  return { file, seconds, onChoose };
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <div>
      <LinearProgress variant="determinate" value={percent} aria-label="Progreso de la carga del video" />
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
        Subiendo… {percent} %
      </Typography>
    </div>
  );
}
