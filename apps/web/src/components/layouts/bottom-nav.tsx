import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from './nav-item';
import { ComingSoonTag, showComingSoon } from './coming-soon';
import { NAV_ICONS } from './nav-icons';

interface BottomNavProps {
  items: NavItem[];
  currentRoute: string | null;
  onLogout: () => void;
}

export const BOTTOM_NAV_HEIGHT = 64;

/** The phone-first bottom navigation; an entry without a screen yet says "Pronto" and tells so when tapped. */
export function BottomNav({ items, currentRoute, onLogout }: BottomNavProps) {
  return (
    <Paper
      component="nav"
      aria-label="Navegación principal"
      elevation={8}
      square
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}
    >
      <BottomNavigation showLabels value={currentRoute ?? false} sx={{
          height: BOTTOM_NAV_HEIGHT,
          maxWidth: 720,
          mx: 'auto',
        }}>
        {items.map((item) => {
          const Icon = NAV_ICONS[item.icon]!;
          const common = { value: item.route ?? item.key, label: item.label, icon: <Icon /> };
          if (!item.path) {
            return <BottomNavigationAction key={item.key} {...common} onClick={onLogout} />;
          }
          if (!item.enabled) {
            return (
              <BottomNavigationAction
                key={item.key}
                {...common}
                label={
                  <>
                    {item.label}
                    <ComingSoonTag />
                  </>
                }
                onClick={showComingSoon}
              />
            );
          }
          return (
            <BottomNavigationAction
              key={item.key}
              {...common}
              component={RouterLink}
              to={item.path}
              aria-current={item.route === currentRoute ? 'page' : undefined}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
