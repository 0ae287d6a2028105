import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import LockReset from '@mui/icons-material/LockReset';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { pathOf } from '../../../lib/routing';

/** Login's support menu (spec 1 §2): RecuperarPassword and ReenviarCorreo. */
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
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={RouterLink} to={pathOf('RecuperarPassword')}>
          <ListItemIcon>
            <LockReset />
          </ListItemIcon>
          <ListItemText primary="Recuperar contraseña" />
        </MenuItem>
        <MenuItem component={RouterLink} to={pathOf('ReenviarCorreo')}>
          <ListItemIcon>
            <MarkEmailRead />
          </ListItemIcon>
          <ListItemText primary="Reenviar correo" secondary="De activación de tu cuenta" />
        </MenuItem>
      </Menu>
    </>
  );
}
