import { useState, type ChangeEvent, type HTMLInputTypeAttribute } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface FieldOption {
  value: string;
  label: string;
}

/** A native select: its options and the text of the empty first option ("nothing chosen yet"). */
type SelectProps =
  | {
      options: readonly FieldOption[];
      placeholder: string;
      /** The empty option cannot be chosen back once a value is picked. */
      placeholderDisabled?: boolean;
    }
  | { options?: undefined; placeholder?: undefined; placeholderDisabled?: undefined };

type FormTextFieldProps<T extends FieldValues, Out extends FieldValues> = SelectProps & {
  /** Out: what the form's resolver turns the values into (numbers, nulls). */
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  required?: boolean;
  /** View mode of an editable card (spec 1 §4 "Forms"): disabled, yet readable. */
  disabled?: boolean;
  helperText?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** No capital first letter from the phone's keyboard (passwords, mail). */
  autoCapitalize?: 'none';
  /** Typed and shown in capitals (the RFC; the contract's rule normalises the value itself). */
  capitals?: boolean;
  /** A password with a show/hide button named "Mostrar {secret}" / "Ocultar {secret}". */
  secret?: string;
  /** Called after the user changes the value. */
  onChanged?: (value: string) => void;
};

/**
 * A react-hook-form field as an MUI text field, or a native select when given
 * `options` (on a phone it opens the system picker). The label follows values
 * set by reset(); the rule's message replaces the hint.
 */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  type,
  autoComplete,
  autoFocus,
  inputMode,
  autoCapitalize,
  capitals,
  secret,
  onChanged,
  options,
  placeholder,
  placeholderDisabled,
}: FormTextFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const [shown, setShown] = useState(false);
  const value: unknown = field.value;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    field.onChange(event.target.value);
    onChanged?.(event.target.value);
  };
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={onChange}
      onBlur={field.onBlur}
      label={label}
      required={required}
      disabled={disabled}
      type={secret !== undefined ? (shown ? 'text' : 'password') : type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      select={options !== undefined}
      sx={READABLE_WHEN_DISABLED}
      slotProps={{
        htmlInput: typingHints(inputMode, autoCapitalize, capitals),
        select: { native: true },
        // A native select always shows its empty option's text: the label stays above it.
        inputLabel: options ? { shrink: true } : undefined,
        input:
          secret === undefined
            ? undefined
            : { endAdornment: <SecretToggle secret={secret} shown={shown} disabled={disabled} onToggle={() => setShown((v) => !v)} /> },
      }}
    >
      {options && selectOptions(options, placeholder, placeholderDisabled)}
    </TextField>
  );
}

/** The phone keyboard's kind and capitals; `capitals` also shows the text in capitals. */
function typingHints(inputMode: FormTextFieldProps<FieldValues, FieldValues>['inputMode'], autoCapitalize: string | undefined, capitals: boolean | undefined) {
  return {
    inputMode,
    autoCapitalize: capitals ? 'characters' : autoCapitalize,
    style: capitals ? { textTransform: 'uppercase' as const } : undefined,
  };
}

// View mode stays readable: the values are the point of the screen, not greyed-out noise.
const READABLE_WHEN_DISABLED = {
  '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.6)' },
  '& .MuiInputLabel-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
};

/** Mostrar / Ocultar a password. */
function SecretToggle({ secret, shown, disabled, onToggle }: { secret: string; shown: boolean; disabled: boolean | undefined; onToggle(): void }) {
  return (
    <InputAdornment position="end">
      <IconButton aria-label={shown ? `Ocultar ${secret}` : `Mostrar ${secret}`} onClick={onToggle} edge="end" disabled={disabled}>
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}

/** A native select's options after its empty one. */
function selectOptions(options: ReadonlyArray<{ value: string; label: string }>, placeholder: string | undefined, placeholderDisabled: boolean | undefined) {
  return [
    <option key="" value="" disabled={placeholderDisabled}>
      {placeholder}
    </option>,
    ...options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    )),
  ];
}
