import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SchoolInfo } from '@lms/contract';

interface PrivacyNoticeDialogProps {
  open: boolean;
  onClose: () => void;
  school: SchoolInfo | undefined;
}

/** "Aviso de privacidad" with the school's contact details (spec 1 §2 Login). */
export function PrivacyNoticeDialog({ open, onClose, school }: PrivacyNoticeDialogProps) {
  const titleId = useId();
  const contact = school?.contacto;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>Aviso de privacidad</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          {school?.nombre ?? 'La escuela'} es responsable del tratamiento de tus datos personales. Los usamos
          para darte acceso a la plataforma, llevar tu historial académico, emitir constancias y facturas y
          comunicarnos contigo. No los compartimos con terceros sin tu consentimiento, salvo obligación legal.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (ARCO) comunicándote
          con nosotros:
        </Typography>
        {contact && (
          <Typography component="dl" sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
            <dt>Responsable</dt>
            <dd>{contact.responsable}</dd>
            <dt>Domicilio</dt>
            <dd>{contact.direccion}</dd>
            <dt>Teléfono</dt>
            <dd>
              <Link href={`tel:${contact.telefono.replace(/[^\d+]/g, '')}`}>{contact.telefono}</Link>
            </dd>
            <dt>Correo</dt>
            <dd>
              <Link href={`mailto:${contact.correo}`}>{contact.correo}</Link>
            </dd>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
