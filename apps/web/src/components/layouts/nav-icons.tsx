import type SvgIcon from '@mui/material/SvgIcon';
import Assessment from '@mui/icons-material/Assessment';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Groups from '@mui/icons-material/Groups';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import PointOfSale from '@mui/icons-material/PointOfSale';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Today from '@mui/icons-material/Today';

export const NAV_ICONS: Record<string, typeof SvgIcon> = {
  home: Home,
  groups: Groups,
  profile: Person,
  support: SupportAgent,
  logout: Logout,
  report: Assessment,
  tickets: ConfirmationNumber,
  requisitions: Inventory,
  activities: Today,
  sales: PointOfSale,
};
