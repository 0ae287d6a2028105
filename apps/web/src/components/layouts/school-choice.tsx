import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG, type SchoolId } from '@lms/contract';
import { SchoolPicker } from './school-picker';

/** The school picker inside an account screen reached with no school chosen yet. */
export function SchoolChoice({ onSelect }: { onSelect: (school: SchoolId) => void }) {
  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {MSG.chooseSchool}
      </Typography>
      <SchoolPicker onSelect={onSelect} size="compact" />
    </Stack>
  );
}
