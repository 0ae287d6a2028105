import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ProfileSection, ProfileSectionKey } from '../utils/profile-sections';

interface ProfileSectionMenuProps {
  idBase: string;
  sections: readonly ProfileSection[];
  selected: ProfileSectionKey;
  onSelect: (section: ProfileSection) => void;
}

export const sectionTabId = (idBase: string, key: ProfileSectionKey) => `${idBase}-tab-${key}`;
export const sectionPanelId = (idBase: string, key: ProfileSectionKey) => `${idBase}-panel-${key}`;

/**
 * The swipeable row of Perfil's sections (spec 1 §2): tabs shaped as chips that
 * scroll sideways with snapping; arrow keys move between them (MUI Tabs).
 */
export function ProfileSectionMenu({ idBase, sections, selected, onSelect }: ProfileSectionMenuProps) {
  return (
    <Tabs
      value={selected}
      onChange={(_, key: ProfileSectionKey) => {
        const section = sections.find((s) => s.key === key);
        if (section) onSelect(section);
      }}
      variant="scrollable"
      // No arrow buttons: with them ('auto') MUI scrolls the selected chip back into view on every
      // resize of the row (a scrollbar appearing), and a tap on its way lands on the wrong chip.
      // Phones swipe the row; keyboards move with the arrows.
      scrollButtons={false}
      aria-label="Secciones del perfil"
      slotProps={{ indicator: { sx: { display: 'none' } } }}
      sx={{
        minHeight: 0,
        '& .MuiTabs-scroller': { scrollSnapType: 'x proximity', scrollPaddingInline: 8 },
        '& .MuiTabs-list': { gap: 1, py: 0.5, px: 0.25 },
      }}
    >
      {sections.map((section) => (
        <Tab
          key={section.key}
          value={section.key}
          label={section.label}
          id={sectionTabId(idBase, section.key)}
          aria-controls={section.route ? undefined : sectionPanelId(idBase, section.key)}
          sx={{
            scrollSnapAlign: 'start',
            minHeight: 44,
            minWidth: 0,
            px: 2,
            py: 1,
            borderRadius: 999,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            fontWeight: 600,
            '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        />
      ))}
    </Tabs>
  );
}
