import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import { useNeededOnce } from '../../../lib/on-demand/use-needed-once';

// The menu and its entries load when first opened: Login shows only the button (decision 007).
const SupportMenuList = lazy(() => import('./support-menu-list').then((m) => ({ default: m.SupportMenuList })));

/** Login's support menu (spec 1 §2): RecuperarPassword and ReenviarCorreo. */
export function SupportMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const shown = useNeededOnce(anchor !== null);
  return (
    <>
      <Button
        id={buttonId}
        startIcon={<HelpOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Soporte
      </Button>
      {shown && (
        <Suspense fallback={null}>
          <SupportMenuList id={menuId} anchor={anchor} labelledBy={buttonId} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
