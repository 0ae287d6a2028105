import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Phone from '@mui/icons-material/Phone';
import MailOutline from '@mui/icons-material/MailOutlined';
import { formatMessage, SUPPORT_MSG } from '@lms/contract';
import { type SupportContact } from './support-contact';
import { useSupportContact } from './use-support-contact';

/** Whom to call or write, as links a phone opens (tel:, mailto:), each tall enough for a finger. */
export function SupportContactLines({ contact }: { contact: SupportContact }) {
  const link = { display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, fontWeight: 600 } as const;
  return (
    <Stack spacing={0} sx={{ mt: 2 }} data-testid="contacto-sucursal">
      <Typography variant="body2" color="text.secondary">
        {SUPPORT_MSG.helpTitle} {contact.nombre}
      </Typography>
      <Link href={`tel:${contact.telefono.replace(/[^\d+]/g, '')}`} sx={link}>
        <Phone fontSize="small" aria-hidden />
        {formatMessage(SUPPORT_MSG.helpCall, { telefono: contact.telefono })}
      </Link>
      {contact.correo && (
        <Link href={`mailto:${contact.correo}`} sx={{ ...link, overflowWrap: 'anywhere' }}>
          <MailOutline fontSize="small" aria-hidden />
          {formatMessage(SUPPORT_MSG.helpWrite, { correo: contact.correo })}
        </Link>
      )}
    </Stack>
  );
}

/**
 * The contact of the signed-in student's messages (the group's branch when
 * `groupId` names one). A module of its own, loaded when a warning or an
 * error first shows, so the first screens do not carry it (decision 007).
 */
export default function SupportContactBlock({ groupId }: { groupId?: number }) {
  const contact = useSupportContact(groupId);
  return contact ? <SupportContactLines contact={contact} /> : null;
}
