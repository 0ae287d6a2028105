import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_TOPIC_LABELS, NOTIFICATION_TOPICS } from '@lms/contract';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

/** The four topics of spec 1 §3 as switches, saved on this device as they change. */
export function NotificationPreferencesList() {
  const { data: prefs } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  return (
    <FormGroup aria-labelledby="notification-topics-title">
      <Typography id="notification-topics-title" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Quiero recibir
      </Typography>
      {NOTIFICATION_TOPICS.map((topic) =>
        prefs ? (
          <FormControlLabel
            key={topic}
            control={
              <Switch
                checked={prefs[topic]}
                onChange={(_, checked) => save.mutate({ ...prefs, [topic]: checked })}
              />
            }
            label={NOTIFICATION_TOPIC_LABELS[topic]}
          />
        ) : (
          <Skeleton key={topic} height={38} />
        ),
      )}
      <Typography variant="caption" color="text.secondary">
        Estas preferencias se guardan solo en este dispositivo.
      </Typography>
    </FormGroup>
  );
}
