import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { SchoolId } from '@lms/contract';
import { AccountPage, AccountText } from './account-page';
import { BackToLogin } from './back-to-login';
import { SchoolChoice } from './school-choice';

interface SchoolFormPageProps {
  title: string;
  school: SchoolId | null;
  onSelectSchool: (school: SchoolId) => void;
  intro: string;
  /** The form, for the chosen school. */
  children: (school: SchoolId) => ReactNode;
}

/**
 * A public account form that needs to know the school (Recuperar contraseña,
 * Reenviar correo): the school picker first when none is stored, a way to
 * change it, and the way back to Login.
 */
export function SchoolFormPage({ title, school, onSelectSchool, intro, children }: SchoolFormPageProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <AccountPage school={choosing ? null : school} title={title}>
      {school === null || choosing ? (
        <SchoolChoice
          onSelect={(id) => {
            onSelectSchool(id);
            setChoosing(false);
          }}
        />
      ) : (
        <>
          <AccountText>{intro}</AccountText>
          {children(school)}
          <Button onClick={() => setChoosing(true)} color="inherit" size="small">
            ¿No es tu escuela? Cambiar escuela
          </Button>
        </>
      )}
      <BackToLogin />
    </AccountPage>
  );
}
