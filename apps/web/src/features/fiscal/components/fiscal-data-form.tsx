import { useMemo, useState } from 'react';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Save from '@mui/icons-material/Save';
import { fiscalForm, MSG, type FiscalData, type SchoolId } from '@lms/contract';
import { showErrorMessage, showWarning } from '../../../lib/errors/feedback-store';
import { useOpenConstancia } from '../api/download-constancia';
import type { fetchMunicipalities } from '../api/get-municipalities';
import type { fetchTaxRegimes } from '../api/get-tax-regimes';
import { useSaveFiscalData } from '../api/save-fiscal-data';
import { useUploadConstancia } from '../api/upload-constancia';
import { constanciaSuggestions, looksLikePdf, type ConstanciaReading } from '../utils/constancia-suggestions';
import {
  fiscalDeleteRequest,
  fiscalFormValues,
  fiscalSaveRequest,
  regimenFitsRfc,
  regimesForRfc,
  type FiscalFormOutput,
  type FiscalFormValues,
} from '../utils/fiscal-form';
import { ConstanciaField } from './constancia-field';
import { DeleteFiscalDialog } from './delete-fiscal-dialog';
import { FiscalField } from './fiscal-field';

type Regimes = Awaited<ReturnType<typeof fetchTaxRegimes>>;
type Municipalities = Awaited<ReturnType<typeof fetchMunicipalities>>;

interface FiscalDataFormProps {
  school: SchoolId;
  studentId: number;
  iderp: number;
  /** The active record, or null: the form starts empty, in edit mode. */
  record: FiscalData | null;
  regimes: Regimes;
  municipalities: Municipalities;
}

// The contract's ids accept any input (text from the selects included), so its resolver fits the text values.
const FISCAL_RESOLVER = zodResolver(fiscalForm) as unknown as Resolver<FiscalFormValues, unknown, FiscalFormOutput>;

const NOTHING_READ: ConstanciaReading = { qr: null, text: '' };

/** pdf.js and the QR reader load only when a constancia is chosen. */
const readConstancia = async (file: File) => (await import('../utils/read-constancia-pdf')).readConstanciaPdf(file);

/**
 * Datos Fiscales (spec 1 §2, §4, §5): every field required; the constancia
 * PDF fills the RFC from its QR and suggests régimen and municipio from its
 * text; save creates or updates, delete asks first.
 */
export function FiscalDataForm({ school, studentId, iderp, record, regimes, municipalities }: FiscalDataFormProps) {
  const [editing, setEditing] = useState(record === null);
  const [reading, setReading] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveFiscalData(school, iderp);
  const upload = useUploadConstancia(school);
  const open = useOpenConstancia(school);
  const { control, handleSubmit, reset, setValue, getValues, formState } = useForm<FiscalFormValues, unknown, FiscalFormOutput>({
    resolver: FISCAL_RESOLVER,
    defaultValues: fiscalFormValues(record),
  });
  const constancia = useController({ control, name: 'constancia' });

  const rfc = useWatch({ control, name: 'rfc' });
  const regimeOptions = useMemo(
    () => regimesForRfc(rfc, regimes).map((r) => ({ value: String(r.idregimen_fiscal), label: `${r.idregimen_fiscal} - ${r.regimen}` })),
    [rfc, regimes],
  );
  const municipioOptions = useMemo(
    () => municipalities.map((m) => ({ value: String(m.idmunicipios), label: m.nombre })),
    [municipalities],
  );

  const set = (name: keyof FiscalFormValues, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  /** A régimen that no longer fits the RFC's person type is cleared (the select no longer offers it). */
  const onRfcChanged = (value: string) => {
    if (!regimenFitsRfc(getValues('regimen_fiscal'), value, regimes)) set('regimen_fiscal', '');
  };

  const onChooseConstancia = async (file: File) => {
    if (!looksLikePdf(file)) {
      showErrorMessage(MSG.onlyPdf);
      return;
    }
    setReading(true);
    try {
      const [read, uploaded] = await Promise.allSettled([readConstancia(file), upload.mutateAsync(file)]);
      // A refused file: the red dialog already shows the server's message.
      if (uploaded.status === 'rejected') return;
      set('constancia', uploaded.value.nombre);
      const found = constanciaSuggestions(read.status === 'fulfilled' ? read.value : NOTHING_READ, regimes, municipalities, getValues('rfc'));
      if (found.rfc) {
        set('rfc', found.rfc);
        onRfcChanged(found.rfc);
      }
      if (found.regimen) set('regimen_fiscal', found.regimen);
      if (found.municipio) set('idmunicipios', found.municipio);
      // Spec 1 §8: without a readable QR the student checks the data by hand.
      if (!found.qrReadable) showWarning(MSG.qrUnreadable);
    } finally {
      setReading(false);
    }
  };

  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(fiscalSaveRequest(studentId, record, values), {
        onSuccess: ({ datos }) => {
          reset(fiscalFormValues(datos));
          setEditing(false);
        },
      }),
    // Spec 1 §5: a form that fails also says so in a dialog.
    () => showWarning(MSG.fillEmptyFields),
  );

  const onDelete = () => {
    if (!record) return;
    save.mutate(fiscalDeleteRequest(studentId, record), { onSettled: () => setConfirmingDelete(false) });
  };

  const field = { control, disabled: !editing };
  return (
    <Card variant="outlined" component="section" aria-label="Datos fiscales">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
          <ReceiptLong aria-hidden />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, color: 'text.primary' }}>
            Datos fiscales
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {record ? 'Los datos con los que facturamos tus pagos.' : 'Registra tus datos para que podamos facturar tus pagos.'}
        </Typography>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
          <ConstanciaField
            value={constancia.field.value}
            error={constancia.fieldState.error?.message}
            editable={editing}
            reading={reading}
            opening={open.isPending}
            onChoose={(file) => void onChooseConstancia(file)}
            onOpen={() => open.mutate(constancia.field.value)}
          />
          <FiscalField
            {...field}
            name="rfc"
            label="RFC"
            autoComplete="off"
            capitals
            onChanged={onRfcChanged}
            helperText="13 caracteres persona física, 12 persona moral"
          />
          <FiscalField {...field} name="razon_social" label="Razón social" autoComplete="name" helperText="Tu nombre o el de la empresa, como en la constancia" />
          <FiscalField {...field} name="regimen_fiscal" label="Régimen fiscal" options={regimeOptions} />
          <FiscalField {...field} name="direccion" label="Dirección" autoComplete="street-address" />
          <FiscalField {...field} name="idmunicipios" label="Municipio" options={municipioOptions} />
          <FiscalField {...field} name="cp" label="Código postal" inputMode="numeric" autoComplete="postal-code" />
          <FiscalField {...field} name="telefono" label="Teléfono" inputMode="tel" autoComplete="tel" />
          <FiscalField {...field} name="correo" label="Correo" inputMode="email" autoComplete="email" />
          {/* Distinct keys: the Editar button must not turn into the submit button under the tap. */}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
            {editing ? (
              <>
                {record && (
                  <Button
                    key="cancel"
                    type="button"
                    disabled={save.isPending || reading}
                    onClick={() => {
                      reset(fiscalFormValues(record));
                      setEditing(false);
                    }}
                  >
                    Cancelar
                  </Button>
                )}
                <Button key="save" type="submit" variant="contained" startIcon={<Save />} loading={save.isPending} disabled={reading}>
                  Guardar
                </Button>
              </>
            ) : (
              <>
                <Button key="delete" type="button" color="error" variant="outlined" startIcon={<Delete />} onClick={() => setConfirmingDelete(true)}>
                  Eliminar
                </Button>
                <Button key="edit" type="button" variant="contained" startIcon={<Edit />} onClick={() => setEditing(true)}>
                  Editar
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {record && (
        <DeleteFiscalDialog
          open={confirmingDelete}
          rfc={record.rfc}
          deleting={save.isPending}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={onDelete}
        />
      )}
    </Card>
  );
}
