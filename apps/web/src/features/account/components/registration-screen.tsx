import { useEffect, useRef, useState, type FormEventHandler } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import HowToReg from '@mui/icons-material/HowToReg';
import {
  ACCOUNT_MSG,
  registrationAddressForm,
  registrationPersonalForm,
  registrationSurveyForm,
  type SchoolId,
} from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { showErrorMessage } from '../../../lib/errors/feedback-store';
import { useRegisterStudent } from '../api/register-student';
import {
  buildRegistration,
  EMPTY_ADDRESS,
  EMPTY_SURVEY,
  LAST_FORM_STEP,
  REGISTRATION_STEPS,
  type AddressInput,
  type AddressOutput,
  type PersonalInput,
  type PersonalOutput,
  type SurveyInput,
  type SurveyOutput,
  personalFromName,
} from '../utils/registration';
import { RegistrationSent } from './registration-sent';
import { AddressStep, PersonalStep, SurveyStep } from './registration-steps';

interface RegistrationScreenProps {
  school: SchoolId;
  userId: number;
  /** The student's name as the school registered it. */
  name: string;
  onLogout: () => void;
}

/**
 * RegistrarDatos (spec 2 §2, §4, §5): Datos personales, Dirección and
 * Encuesta, each validated before moving on; Registrar sends the three and
 * step 4 confirms the activation mail, then logs the student out.
 */
export function RegistrationScreen({ school, userId, name, onLogout }: RegistrationScreenProps) {
  const { step, goTo, headingRef } = useStepMoves();
  const forms = useRegistrationForms(name);
  const { personal, address, survey } = forms;
  const { registration, register, sentTo, sentMessage } = useSendRegistration(school, userId, forms, goTo);

  const onSubmit: FormEventHandler<HTMLFormElement> =
    step === 0
      ? personal.handleSubmit(() => goTo(1))
      : step === 1
        ? address.handleSubmit(() => goTo(2))
        : survey.handleSubmit(register, () => showErrorMessage(ACCOUNT_MSG.checkAllData));

  const done = sentTo !== null;
  return (
    <Page title="Registra tus datos">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Hola, {name}. Antes de entrar a tus grupos completa tu registro; al terminar te enviaremos un correo para
        activar tu cuenta.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <StepProgress step={step} done={done} />
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, mb: 2, '&:focus': { outline: 'none' } }}
        >
          {done ? 'Correo de activación enviado' : `Paso ${step + 1} de ${REGISTRATION_STEPS.length}: ${REGISTRATION_STEPS[step]}`}
        </Typography>
        {done ? (
          <RegistrationSent email={sentTo} message={sentMessage} onFinished={onLogout} />
        ) : (
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={REGISTRATION_STEPS[step]}>
            {step === 0 && <PersonalStep control={personal.control} />}
            {step === 1 && <AddressStep control={address.control} />}
            {step === 2 && <SurveyStep control={survey.control} />}
            <StepButtons step={step} sending={registration.isPending} onBack={() => goTo(step - 1)} />
          </Stack>
        )}
      </Paper>
    </Page>
  );
}

/** The step shown; a move to another scrolls to the top and takes the focus to its heading (screen readers hear its name). */
function useStepMoves() {
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only a move between steps takes the focus, not the first visit.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step, moved]);
  const goTo = (next: number) => {
    setMoved(true);
    setStep(next);
  };
  return { step, goTo, headingRef };
}

/** One form per step; values stay in each form while its step is hidden (react-hook-form keeps unmounted fields). */
function useRegistrationForms(name: string) {
  const personal = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver: zodResolver(registrationPersonalForm),
    defaultValues: personalFromName(name),
  });
  const address = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(registrationAddressForm),
    defaultValues: EMPTY_ADDRESS,
  });
  const survey = useForm<SurveyInput, unknown, SurveyOutput>({
    resolver: zodResolver(registrationSurveyForm),
    defaultValues: EMPTY_SURVEY,
  });
  return { personal, address, survey };
}

function StepButtons({ step, sending, onBack }: { step: number; sending: boolean; onBack(): void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', pt: 1 }}>
      <Button type="button" startIcon={<ArrowBack />} onClick={onBack} disabled={step === 0 || sending}>
        Regresar
      </Button>
      {/* Distinct keys: Siguiente must not turn into Registrar under the tap. */}
      {step < LAST_FORM_STEP ? (
        <Button key="next" type="submit" variant="contained" endIcon={<ArrowForward />}>
          Siguiente
        </Button>
      ) : (
        <Button key="register" type="submit" variant="contained" startIcon={<HowToReg />} loading={sending}>
          Registrar
        </Button>
      )}
    </Stack>
  );
}

function StepProgress({ step, done }: { step: number; done: boolean }) {
  return (
    <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: '0.8rem' } }}>
      {REGISTRATION_STEPS.map((label, index) => (
        <Step key={label} completed={index < step || (done && index === step)}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

/** Registrar: the three steps checked together (a wrong one is shown again), sent, then the mail it went to. */
function useSendRegistration(school: SchoolId, userId: number, forms: ReturnType<typeof useRegistrationForms>, goTo: (step: number) => void) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string>(ACCOUNT_MSG.registrationMailSent);
  const registration = useRegisterStudent(school);
  const { personal, address, survey } = forms;
  const register = () => {
    const check = buildRegistration(userId, {
      personal: personal.getValues(),
      address: address.getValues(),
      survey: survey.getValues(),
    });
    if (!check.ok) {
      showErrorMessage(ACCOUNT_MSG.checkAllData);
      goTo(check.step);
      void [personal, address, survey][check.step]!.trigger();
      return;
    }
    registration.mutate(check.body, {
      onSuccess: ({ message }) => {
        setSentMessage(message);
        setSentTo(check.body.email);
        goTo(REGISTRATION_STEPS.length - 1);
      },
    });
  };
  return { registration, register, sentTo, sentMessage };
}
