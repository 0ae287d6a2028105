import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import type { Avatar } from '@lms/contract';
import { PersonAvatar } from '../../../components/ui/person-avatar';

interface ProfileHeaderProps {
  name: string;
  usuario: string;
  avatar: Avatar | null;
  /** A role caption under the user id (staff profiles). */
  caption?: string;
  /** Shows the avatar's edit button (the student's Perfil). */
  onEditAvatar?: () => void;
  /** Buttons under the name (the student's QR). */
  actions?: ReactNode;
}

const AVATAR_SIZE = 96;

/** Avatar, full name and user id at the top of every profile (spec 1 §2). */
export function ProfileHeader({ name, usuario, avatar, caption, onEditAvatar, actions }: ProfileHeaderProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ position: 'relative', flexShrink: 0 }}>
            <PersonAvatar name={name} avatar={avatar} size={AVATAR_SIZE} alt={avatar ? 'Tu avatar' : ''} />
            {onEditAvatar && (
              <IconButton
                aria-label="Editar avatar"
                onClick={onEditAvatar}
                size="small"
                sx={{
                  position: 'absolute',
                  right: -6,
                  bottom: -6,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  border: 2,
                  borderColor: 'background.paper',
                  '&:hover': { bgcolor: 'primary.dark' },
                }}
              >
                <Edit fontSize="small" />
              </IconButton>
            )}
          </Box>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography color="text.secondary">Usuario: {usuario}</Typography>
            {caption && <Typography color="text.secondary">{caption}</Typography>}
            {actions && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 0.5, flexWrap: 'wrap' }}>
                {actions}
              </Stack>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
