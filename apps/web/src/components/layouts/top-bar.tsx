import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Menu from '@mui/icons-material/Menu';

interface TopBarProps {
  title: string;
  logo?: string;
  /** Shown for roles with a side drawer. */
  menu?: { onOpen: () => void; controls: string; expanded: boolean };
}

/** The brand bar above signed-in screens: the school's logo and name, and the editors' menu button. */
export function TopBar({ title, logo, menu }: TopBarProps) {
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1.5 }}>
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
        {logo && (
          <img src={logo} alt="" style={{ width: 32, height: 32, objectFit: 'contain', background: '#fff', borderRadius: 6, padding: 2 }} />
        )}
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} noWrap>
          {title}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
