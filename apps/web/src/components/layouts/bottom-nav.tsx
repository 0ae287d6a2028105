import { Link as RouterLink } from 'react-router';
import type { NavItem } from './nav-item';
import { ComingSoonTag, showComingSoon } from './coming-soon';
import { NAV_ICONS } from './nav-icons';
import styles from './shell.module.css';

interface BottomNavProps {
  items: NavItem[];
  currentRoute: string | null;
  onLogout: () => void;
}

/** The phone-first bottom navigation; an entry without a screen yet says "Pronto" and tells so when tapped. */
export function BottomNav({ items, currentRoute, onLogout }: BottomNavProps) {
  return (
    <nav className={styles.nav} aria-label="Navegación principal">
      <div className={styles.navItems}>
        {items.map((item) => {
          const Icon = NAV_ICONS[item.icon]!;
          const icon = <Icon aria-hidden />;
          if (!item.path) {
            return (
              <button key={item.key} type="button" className={styles.navItem} onClick={onLogout}>
                {icon}
                <span>{item.label}</span>
              </button>
            );
          }
          if (!item.enabled) {
            return (
              <button key={item.key} type="button" className={styles.navItem} onClick={showComingSoon}>
                {icon}
                <span>
                  {item.label}
                  <ComingSoonTag />
                </span>
              </button>
            );
          }
          return (
            <RouterLink
              key={item.key}
              className={styles.navItem}
              to={item.path}
              aria-current={item.route === currentRoute ? 'page' : undefined}
            >
              {icon}
              <span>{item.label}</span>
            </RouterLink>
          );
        })}
      </div>
    </nav>
  );
}
