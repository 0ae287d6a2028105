import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Avatar } from '@lms/contract';
import { PersonAvatar } from '../../../components/ui/person-avatar';

interface ProfileHeaderProps {
  name: string;
  usuario: string;
  avatar: Avatar | null;
  /** A role caption under the user id (staff profiles). */
  caption?: string;
}

/** Avatar, full name and user id at the top of every profile (spec 1 §2). */
export function ProfileHeader({ name, usuario, avatar, caption }: ProfileHeaderProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={name} avatar={avatar} size={80} />
          <div>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography color="text.secondary">Usuario: {usuario}</Typography>
            {caption && <Typography color="text.secondary">{caption}</Typography>}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
