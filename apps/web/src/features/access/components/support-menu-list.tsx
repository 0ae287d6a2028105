import { Link as RouterLink } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LockReset from '@mui/icons-material/LockReset';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { pathOf } from '../../../lib/routing';

export interface SupportMenuListProps {
  id: string;
  /** The "Soporte" button; null while the menu is closed. */
  anchor: HTMLElement | null;
  labelledBy: string;
  onClose: () => void;
}

/** The entries of Login's support menu: RecuperarPassword and ReenviarCorreo (loaded when first opened). */
export function SupportMenuList({ id, anchor, labelledBy, onClose }: SupportMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
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
  );
}
