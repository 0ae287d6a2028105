import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LocalOffer from '@mui/icons-material/LocalOffer';
import type { SchoolId } from '@lms/contract';
import { useDiscountNotice } from '../api/get-discount-notice';

/** The school's discount notice on Perfil (spec 1 §2: nota and ruta_pago), when one is in force. */
export function DiscountNotice({ school }: { school: SchoolId }) {
  const { data } = useDiscountNotice(school);
  if (!data?.nota) return null;
  return (
    <Alert
      severity="info"
      icon={<LocalOffer />}
      action={
        data.ruta_pago && (
          <Button color="inherit" size="small" href={data.ruta_pago} target="_blank" rel="noopener noreferrer">
            Ir a pagar
          </Button>
        )
      }
    >
      <AlertTitle>Aviso de descuento</AlertTitle>
      {data.nota}
    </Alert>
  );
}
