import { useState, type HTMLInputTypeAttribute } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helperText?: string;
}

interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  type?: HTMLInputTypeAttribute;
  /** A password, with a show/hide button named "Mostrar {secret}". */
  secret?: string;
  autoFocus?: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A controlled text field of the account forms; the error message replaces the hint. */
export function ControlledTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  autoComplete,
  inputMode,
  type = 'text',
  secret,
  autoFocus,
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [shown, setShown] = useState(false);
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={text(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      required={required}
      type={secret !== undefined ? (shown ? 'text' : 'password') : type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{
        htmlInput: { inputMode, autoCapitalize: secret !== undefined || type === 'email' ? 'none' : undefined },
        input:
          secret === undefined
            ? undefined
            : {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={shown ? `Ocultar ${secret}` : `Mostrar ${secret}`}
                      onClick={() => setShown((v) => !v)}
                      edge="end"
                    >
                      {shown ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
      }}
    />
  );
}

interface SelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: ReadonlyArray<{ id: number; nombre: string }>;
}

/**
 * A native select dressed as an MUI field: on a phone it opens the system
 * picker. The empty first option is the "nothing chosen yet" state.
 */
export function ControlledSelectField<T extends FieldValues>({ control, name, label, required, helperText, options }: SelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={text(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      required={required}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Selecciona una opción</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.nombre}
        </option>
      ))}
    </TextField>
  );
}
