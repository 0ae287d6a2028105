import type { ReactElement } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Assessment from '@mui/icons-material/Assessment';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FactCheck from '@mui/icons-material/FactCheck';
import FolderOpen from '@mui/icons-material/FolderOpen';
import People from '@mui/icons-material/People';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { Link as RouterLink } from 'react-router';
import { ComingSoonTag, showComingSoon } from '../../../components/layouts/coming-soon';
import { teacherGroupOptions, type TeacherGroupOptionKey } from '../utils/teacher-group-options';

const ICONS: Record<TeacherGroupOptionKey, ReactElement> = {
  alumnos: <People />,
  recursos: <FolderOpen />,
  participacion: <FactCheck />,
  calificaciones: <Assessment />,
  incidencias: <ReportProblem />,
};

interface TeacherGroupOptionsListProps {
  groupId: number;
  /** Route names that have a screen (app/screens.ts): the others say "Pronto" and go nowhere (decision 004). */
  availableScreens: ReadonlySet<string>;
}

/** The option list of the teacher's group detail (spec 3 §2): a link per screen of the group. */
export function TeacherGroupOptionsList({ groupId, availableScreens }: TeacherGroupOptionsListProps) {
  const options = teacherGroupOptions(groupId, availableScreens);
  return (
    <Paper variant="outlined" component="nav" aria-label="Opciones del grupo">
      <List disablePadding>
        {options.map((option, index) => {
          const content = (
            <>
              <ListItemIcon sx={{ color: 'primary.main' }}>{ICONS[option.key]}</ListItemIcon>
              <ListItemText primary={option.label} />
            </>
          );
          return (
            <ListItem key={option.key} disablePadding divider={index < options.length - 1}>
              {option.enabled ? (
                <ListItemButton component={RouterLink} to={option.to}>
                  {content}
                  <ChevronRight color="action" aria-hidden />
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
    </Paper>
  );
}
