import type { ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { FiscalFormOutput, FiscalFormValues } from '../utils/fiscal-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface FiscalFieldProps {
  control: Control<FiscalFormValues, unknown, FiscalFormOutput>;
  name: Exclude<keyof FiscalFormValues, 'constancia'>;
  label: string;
  /** View mode: the field is disabled (spec 1 §4 "Forms"). */
  disabled: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** A select of these options (the phone's own picker) instead of a text field. */
  options?: readonly SelectOption[];
  /** Shown in capitals (the RFC; the contract's rule normalises the value itself). */
  capitals?: boolean;
  /** Called after the field's value changes. */
  onChanged?: (value: string) => void;
  helperText?: string;
}

/** A required field of the fiscal form; its rule's message shows under it. */
export function FiscalField({
  control,
  name,
  label,
  disabled,
  autoComplete,
  inputMode,
  options,
  capitals,
  onChanged,
  helperText,
}: FiscalFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    field.onChange(event.target.value);
    onChanged?.(event.target.value);
  };
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={onChange}
      onBlur={field.onBlur}
      label={label}
      disabled={disabled}
      required
      autoComplete={autoComplete}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      select={options !== undefined}
      // View mode stays readable, as in the other profile forms.
      sx={{
        '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.6)' },
        '& .MuiInputLabel-root.Mui-disabled': { color: 'text.secondary' },
        '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
      }}
      slotProps={{
        htmlInput: { inputMode, autoCapitalize: capitals ? 'characters' : undefined, style: capitals ? { textTransform: 'uppercase' } : undefined },
        select: { native: true },
        inputLabel: options ? { shrink: true } : undefined,
      }}
    >
      {options && [
        <option key="" value="" disabled>
          Elige una opción
        </option>,
        ...options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        )),
      ]}
    </TextField>
  );
}
