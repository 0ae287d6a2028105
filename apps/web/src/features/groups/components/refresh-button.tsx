import { useState } from 'react';
import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';

/**
 * Spins while the read the user asked for runs. A background read (a reload
 * reads the list again behind the stored one) stays silent: no spinner, and
 * nothing renders again when the answer is the same (decision 007).
 */
export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<void> }) {
  const [refreshing, setRefreshing] = useState(false);
  const onClick = () => {
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  return (
    <Button variant="outlined" startIcon={<Refresh />} onClick={onClick} loading={refreshing}>
      Actualizar
    </Button>
  );
}
