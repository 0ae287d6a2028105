import { useId, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Save from '@mui/icons-material/Save';
import { AVATAR_OPTIONS, type Avatar, type AvatarPart, type SchoolId } from '@lms/contract';
import { AvatarPicture } from '../../../components/ui/person-avatar';
import { useUpdateAvatar } from '../api/update-avatar';
import { optionLabel } from '../utils/avatar-labels';
import { AVATAR_PART_LABELS, draftOf, swatchOf, type AvatarDraft } from '../utils/avatar-parts';

interface AvatarEditorDialogProps {
  open: boolean;
  school: SchoolId;
  userId: number;
  avatar: Avatar | null;
  onClose: () => void;
}

const PREVIEW_SIZE = 168;

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 18, height: 18, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider', mr: 1, flexShrink: 0 }}
    />
  );
}

function PartSelect({ part, label, value, onChange }: { part: AvatarPart; label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      size="small"
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {AVATAR_OPTIONS[part].map((option) => {
        const swatch = swatchOf(part, option);
        return (
          <MenuItem key={option} value={option}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
              {swatch && <Swatch color={swatch} />}
              {optionLabel(part, option)}
            </Box>
          </MenuItem>
        );
      })}
    </TextField>
  );
}

function AvatarEditor({ school, userId, avatar, onClose, titleId }: Omit<AvatarEditorDialogProps, 'open'> & { titleId: string }) {
  const [draft, setDraft] = useState<AvatarDraft>(() => draftOf(avatar));
  const save = useUpdateAvatar(school);
  const isCircle = avatar?.isCircle ?? true;

  const onSave = () =>
    save.mutate({ id_alumno: userId, isCircle, ...draft }, { onSuccess: onClose });

  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label="Cerrar" onClick={onClose} disabled={save.isPending}>
            <Close />
          </IconButton>
          <Typography id={titleId} component="h2" variant="h6" sx={{ ml: 1, fontWeight: 700 }}>
            Editar avatar
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'grid', placeItems: 'center', py: 2, bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}>
        <AvatarPicture avatar={{ ...draft, isCircle }} size={PREVIEW_SIZE} alt="Vista previa del avatar" />
      </Box>
      <DialogContent>
        <Box
          role="group"
          aria-label="Partes del avatar"
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 720, mx: 'auto' }}
        >
          {AVATAR_PART_LABELS.map(([part, label]) => (
            <PartSelect
              key={part}
              part={part}
              label={label}
              value={draft[part]}
              onChange={(value) => setDraft((current) => ({ ...current, [part]: value }))}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ width: '100%', maxWidth: 720, mx: 'auto', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button variant="contained" startIcon={<Save />} onClick={onSave} loading={save.isPending}>
            Guardar
          </Button>
        </Stack>
      </DialogActions>
    </>
  );
}

/**
 * The full-screen avatar editor (spec 1 §2): a live preview and one selector
 * per part; Guardar saves (usuario.update.avatar) and closes, Cancelar closes.
 * The editor's state starts again from the stored avatar each time it opens.
 */
export function AvatarEditorDialog({ open, onClose, ...props }: AvatarEditorDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      {open && <AvatarEditor {...props} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}
