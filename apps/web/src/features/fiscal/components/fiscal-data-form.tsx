import { useMemo, useState } from 'react';
import { useController, useForm, useWatch, type Control, type Resolver, type UseFormGetValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Delete from '@mui/icons-material/Delete';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { FISCAL_MSG, type FiscalData, fiscalForm, MSG, type Municipality, type SchoolId, type TaxRegime } from '@lms/contract';
import { FormTextField } from '../../../components/form/form-text-field';
import { EditableFormCard } from '../../../components/ui/editable-form-card';
import { showErrorMessage, showWarning } from '../../../lib/errors/feedback-store';
import { useOpenConstancia } from '../api/download-constancia';
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

interface FiscalDataFormProps {
  school: SchoolId;
  studentId: number;
  iderp: number;
  /** The active record, or null: the form starts empty, in edit mode. */
  record: FiscalData | null;
  regimes: readonly TaxRegime[];
  municipalities: readonly Municipality[];
}

// The contract's ids accept any input (text from the selects included), so its resolver fits the text values.
const FISCAL_RESOLVER = zodResolver(fiscalForm) as unknown as Resolver<FiscalFormValues, unknown, FiscalFormOutput>;

/** A select of the form; its empty option cannot be chosen back. */
const choices = (options: ReadonlyArray<{ value: string; label: string }>) => ({ options, placeholder: 'Elige una opción', placeholderDisabled: true });

const NOTHING_READ: ConstanciaReading = { qr: null, text: '' };

/** pdf.js and the QR reader load only when a constancia is chosen. */
const readConstancia = async (file: File) => (await import('../utils/read-constancia-pdf')).readConstanciaPdf(file);

/**
 * Datos Fiscales (spec 1 §2, §4, §5): every field required; the constancia
 * PDF fills the RFC from its QR and suggests régimen and municipio from its
 * text; save creates or updates, delete asks first.
 */
export function FiscalDataForm({ school, studentId, iderp, record, regimes, municipalities }: FiscalDataFormProps) {
  const save = useSaveFiscalData(school, iderp);
  const open = useOpenConstancia(school);
  const form = useForm<FiscalFormValues, unknown, FiscalFormOutput>({
    resolver: FISCAL_RESOLVER,
    defaultValues: fiscalFormValues(record),
  });
  const { control, setValue, getValues, formState } = form;
  const { editing, setEditing, confirmingDelete, setConfirmingDelete, onSubmit, onCancel, onDelete } = useFiscalActions(studentId, record, save, form);
  const constancia = useController({ control, name: 'constancia' });
  const set = (name: keyof FiscalFormValues, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  /** A régimen that no longer fits the RFC's person type is cleared (the select no longer offers it). */
  const onRfcChanged = (value: string) => {
    if (!regimenFitsRfc(getValues('regimen_fiscal'), value, regimes)) set('regimen_fiscal', '');
  };

  const { reading, choose } = useConstanciaChoice({ school, regimes, municipalities, set, getValues, onRfcChanged });

  return (
    <>
      <EditableFormCard
        title="Datos fiscales"
        icon={<ReceiptLong aria-hidden />}
        intro={record ? 'Los datos con los que facturamos tus pagos.' : 'Registra tus datos para que podamos facturar tus pagos.'}
        editing={editing}
        saving={save.isPending}
        busy={reading}
        onEdit={() => setEditing(true)}
        onCancel={onCancel}
        onSubmit={onSubmit}
        viewActions={
          <Button type="button" color="error" variant="outlined" startIcon={<Delete />} onClick={() => setConfirmingDelete(true)}>
            Eliminar
          </Button>
        }
      >
        <ConstanciaField
          value={constancia.field.value}
          error={constancia.fieldState.error?.message}
          editable={editing}
          reading={reading}
          opening={open.isPending}
          onChoose={(file) => void choose(file)}
          onOpen={() => open.mutate(constancia.field.value)}
        />
        <FiscalFields control={control} editing={editing} regimes={regimes} municipalities={municipalities} onRfcChanged={onRfcChanged} />
      </EditableFormCard>
      {record && (
        <DeleteFiscalDialog
          open={confirmingDelete}
          rfc={record.rfc}
          deleting={save.isPending}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={onDelete}
        />
      )}
    </>
  );
}

type FiscalControl = Control<FiscalFormValues, unknown, FiscalFormOutput>;

/** The form's fields past the constancia; the régimen select offers only those of the RFC's person type. */
function FiscalFields({
  control,
  editing,
  regimes,
  municipalities,
  onRfcChanged,
}: {
  control: FiscalControl;
  editing: boolean;
  regimes: readonly TaxRegime[];
  municipalities: readonly Municipality[];
  onRfcChanged(rfc: string): void;
}) {
  const rfc = useWatch({ control, name: 'rfc' });
  const regimeOptions = useMemo(
    () => regimesForRfc(rfc, regimes).map((r) => ({ value: String(r.idregimen_fiscal), label: `${r.idregimen_fiscal} - ${r.regimen}` })),
    [rfc, regimes],
  );
  const municipioOptions = useMemo(
    () => municipalities.map((m) => ({ value: String(m.idmunicipios), label: m.nombre })),
    [municipalities],
  );
  const field = { control, disabled: !editing, required: true };
  return (
    <>
      <FormTextField
        {...field}
        name="rfc"
        label="RFC"
        autoComplete="off"
        capitals
        onChanged={onRfcChanged}
        helperText="13 caracteres persona física, 12 persona moral"
      />
      <FormTextField {...field} name="razon_social" label="Razón social" autoComplete="name" helperText="Tu nombre o el de la empresa, como en la constancia" />
      <FormTextField {...field} name="regimen_fiscal" label="Régimen fiscal" {...choices(regimeOptions)} />
      <FormTextField {...field} name="direccion" label="Dirección" autoComplete="street-address" />
      <FormTextField {...field} name="idmunicipios" label="Municipio" {...choices(municipioOptions)} />
      <FormTextField {...field} name="cp" label="Código postal" inputMode="numeric" autoComplete="postal-code" />
      <FormTextField {...field} name="telefono" label="Teléfono" inputMode="tel" autoComplete="tel" />
      <FormTextField {...field} name="correo" label="Correo" inputMode="email" autoComplete="email" />
    </>
  );
}

interface ConstanciaChoice {
  school: SchoolId;
  regimes: readonly TaxRegime[];
  municipalities: readonly Municipality[];
  set(name: keyof FiscalFormValues, value: string): void;
  getValues: UseFormGetValues<FiscalFormValues>;
  onRfcChanged(rfc: string): void;
}

/** A chosen constancia: uploaded and read side by side; what it says fills the RFC and suggests régimen and municipio. */
function useConstanciaChoice({ school, regimes, municipalities, set, getValues, onRfcChanged }: ConstanciaChoice) {
  const [reading, setReading] = useState(false);
  const upload = useUploadConstancia(school);
  const choose = async (file: File) => {
    if (!looksLikePdf(file)) {
      showErrorMessage(MSG.onlyPdf);
      return;
    }
    setReading(true);
    try {
      const [read, uploaded] = await Promise.allSettled([readConstancia(file), upload.mutateAsync(file)]);
      // A refused file: the red dialog already says why (the server's message; over 5 MB, the same text, before sending).
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
      if (!found.qrReadable) showWarning(FISCAL_MSG.qrUnreadable);
    } finally {
      setReading(false);
    }
  };
  return { reading, choose };
}

/** Editing, saving, cancelling and deleting the record. */
function useFiscalActions(studentId: number, record: FiscalData | null, save: ReturnType<typeof useSaveFiscalData>, { handleSubmit, reset }: UseFormReturn<FiscalFormValues, unknown, FiscalFormOutput>) {
  const [editing, setEditing] = useState(record === null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(fiscalSaveRequest(studentId, record, values), {
        onSuccess: ({ datos }) => {
          reset(fiscalFormValues(datos));
          setEditing(false);
        },
      }),
    // Spec 1 §5: a form that fails also says so in a dialog.
    () => showWarning(FISCAL_MSG.fillEmptyFields),
  );

  const onDelete = () => {
    if (!record) return;
    save.mutate(fiscalDeleteRequest(studentId, record), { onSettled: () => setConfirmingDelete(false) });
  };

  // A new record has no stored values to go back to: no Cancelar.
  const onCancel = record
    ? () => {
        reset(fiscalFormValues(record));
        setEditing(false);
      }
    : undefined;
  return { editing, setEditing, confirmingDelete, setConfirmingDelete, onSubmit, onCancel, onDelete };
}
