import IconButton from '@mui/material/IconButton';
import Menu from '@mui/icons-material/Menu';
import styles from './shell.module.css';

interface TopBarProps {
  title: string;
  logo?: string;
  /** Shown for roles with a side drawer. */
  menu?: { onOpen: () => void; controls: string; expanded: boolean };
}

/** The brand bar above signed-in screens: the school's logo and name, and the editors' menu button. */
export function TopBar({ title, logo, menu }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        {menu && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Abrir menú"
            aria-controls={menu.controls}
            aria-expanded={menu.expanded}
            onClick={menu.onOpen}
          >
            <Menu />
          </IconButton>
        )}
        {logo && <img className={styles.logo} src={logo} alt="" width={32} height={32} />}
        <p className={styles.brand}>{title}</p>
      </div>
    </header>
  );
}
