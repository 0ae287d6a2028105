import { useId, type ChangeEvent, type FocusEvent, type HTMLInputTypeAttribute, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface OutlinedTextFieldProps {
  label: string;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoCapitalize?: string;
  error?: boolean;
  helperText?: ReactNode;
  /** A button inside the field's end (show/hide a password). */
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField for a first screen, composed from the parts the
 * TextField itself renders (FormControl, InputLabel, OutlinedInput,
 * FormHelperText): it looks and reads the same, without the TextField's
 * Select, Menu and Popover, which it always brings (decision 007). Forms
 * that are not a first screen keep FormTextField.
 */
export function OutlinedTextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  type,
  autoComplete,
  autoCapitalize,
  error = false,
  helperText,
  endAdornment,
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        type={type}
        autoComplete={autoComplete}
        label={label}
        fullWidth
        aria-describedby={helperTextId}
        inputProps={autoCapitalize === undefined ? undefined : { autoCapitalize }}
        endAdornment={endAdornment}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
