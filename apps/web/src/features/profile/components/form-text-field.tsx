import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface FormTextFieldProps<T extends FieldValues, Out extends FieldValues = T> {
  /** Out: what the form's resolver turns the values into (numbers, nulls). */
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  /** View mode: the field is disabled (spec 1 §4 "Forms"). */
  disabled: boolean;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  /** A password field, with a show/hide button. */
  secret?: boolean;
  helperText?: string;
}

/** A controlled text field of the profile forms (the label follows values set by reset()). */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  label,
  disabled,
  required,
  autoComplete,
  inputMode,
  secret,
  helperText,
}: FormTextFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const [shown, setShown] = useState(false);
  const value: unknown = field.value;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      disabled={disabled}
      required={required}
      autoComplete={autoComplete}
      type={secret && !shown ? 'password' : 'text'}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      // View mode stays readable: the values are the point of the screen, not greyed-out noise.
      sx={{
        '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.6)' },
        '& .MuiInputLabel-root.Mui-disabled': { color: 'text.secondary' },
        '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
      }}
      slotProps={{
        htmlInput: { inputMode },
        input: secret
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={shown ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
                    onClick={() => setShown((v) => !v)}
                    edge="end"
                    disabled={disabled}
                  >
                    {shown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
