import Button from '@mui/material/Button';
import Logout from '@mui/icons-material/Logout';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import { StatusScreen } from '../../../components/ui/status-screen';

interface RegistrarDatosScreenProps {
  name: string;
  onLogout: () => void;
}

/**
 * Where a student without personal data lands (spec 1 §4). The four-step
 * registration form comes with the next issue; until then the screen says
 * what is missing and lets the student leave.
 */
export function RegistrarDatosScreen({ name, onLogout }: RegistrarDatosScreenProps) {
  return (
    <StatusScreen
      icon={<AssignmentInd />}
      title="Necesitamos tus datos personales"
      actions={
        <Button variant="contained" startIcon={<Logout />} onClick={onLogout}>
          Salir
        </Button>
      }
    >
      Hola, {name}. Antes de entrar a tus grupos necesitamos que registres tus datos personales. El registro
      en línea aún no está disponible en esta versión: acude a tu sucursal para completarlo.
    </StatusScreen>
  );
}
