import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCHOOL_IDS, type SchoolId, type SchoolInfo } from '@lms/contract';
import { useAllSchoolsInformation } from '../../lib/school/school-information';
import { LogoSkeleton } from '../ui/logo-skeleton';

interface SchoolPickerProps {
  onSelect: (school: SchoolId) => void;
  /** Large logo tiles on a phone; compact rows for staff on desktop. */
  size?: 'large' | 'compact';
}

function schoolName(id: SchoolId, info: SchoolInfo | undefined): string {
  return info?.nombre ?? `Escuela ${id}`;
}

/** One clickable image per school; choosing one selects the school's API and brand. */
export function SchoolPicker({ onSelect, size = 'large' }: SchoolPickerProps) {
  const results = useAllSchoolsInformation();
  const large = size === 'large';
  return (
    <Stack direction={large ? 'column' : 'row'} spacing={2} sx={{ width: '100%', justifyContent: 'center' }}>
      {SCHOOL_IDS.map((id, index) => {
        const { data, isPending } = results[index]!;
        const name = schoolName(id, data);
        return (
          // The brand colour inline: its answer then changes no emotion class (decision 007).
          <Paper key={id} variant="outlined" sx={{ flex: 1, overflow: 'hidden' }} style={{ borderColor: data?.color }}>
            <ButtonBase
              onClick={() => onSelect(id)}
              sx={{
                width: '100%',
                p: large ? 3 : 2,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
              }}
            >
              {isPending ? (
                <LogoSkeleton width={large ? 160 : 96} height={large ? 120 : 72} />
              ) : (
                data && (
                  <img
                    src={data.logo}
                    alt=""
                    style={{ width: large ? 160 : 96, height: large ? 120 : 72, objectFit: 'contain' }}
                  />
                )
              )}
              <Typography variant={large ? 'h6' : 'subtitle1'} component="span" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
            </ButtonBase>
          </Paper>
        );
      })}
    </Stack>
  );
}
