import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import LockReset from '@mui/icons-material/LockReset';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';

/**
 * Login's support menu. RecuperarPassword and ReenviarCorreo have no screen in
 * this release, so their entries are shown disabled rather than as dead links.
 */
export function SupportMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        // Focusable although disabled, so keyboard and screen-reader users still find them.
        slotProps={{ list: { 'aria-labelledby': buttonId, disabledItemsFocusable: true } }}
      >
        <MenuItem disabled>
          <ListItemIcon>
            <LockReset />
          </ListItemIcon>
          <ListItemText primary="Recuperar contraseña" secondary="Aún no disponible" />
        </MenuItem>
        <MenuItem disabled>
          <ListItemIcon>
            <MarkEmailRead />
          </ListItemIcon>
          <ListItemText primary="Reenviar correo" secondary="Aún no disponible" />
        </MenuItem>
      </Menu>
    </>
  );
}
