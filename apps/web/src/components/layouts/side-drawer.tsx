import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from './nav-item';
import { ComingSoonTag, showComingSoon } from './coming-soon';
import { NAV_ICONS } from './nav-icons';

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  id: string;
}

/** The editors' back-office menu (spec 1 §2). */
export function SideDrawer({ open, onClose, items, id }: SideDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { id, 'aria-label': 'Menú' } as Record<string, string> }}>
      <Box component="nav" aria-label="Menú" sx={{ width: 280 }}>
        <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }}>
          Menú
        </Typography>
        <List>
          {items.map((item) => {
            const Icon = NAV_ICONS[item.icon]!;
            const content = (
              <>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </>
            );
            return (
              <ListItem key={item.key} disablePadding>
                {item.enabled && item.path ? (
                  <ListItemButton component={RouterLink} to={item.path} onClick={onClose}>
                    {content}
                  </ListItemButton>
                ) : (
                  <ListItemButton onClick={showComingSoon}>
                    {content}
                    <ComingSoonTag />
                  </ListItemButton>
                )}
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
