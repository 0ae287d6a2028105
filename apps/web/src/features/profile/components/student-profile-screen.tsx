import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import QrCode2 from '@mui/icons-material/QrCode2';
import type { LoginResponse, SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { visibleSections, type ProfileSection, type ProfileSectionKey } from '../utils/profile-sections';
import { AddressForm } from './address-form';
import { AvatarEditorDialog } from './avatar-editor-dialog';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { ProfileHeader } from './profile-header';
import { ProfileSectionMenu, sectionPanelId, sectionTabId } from './profile-section-menu';

interface PanelProps {
  school: SchoolId;
  login: LoginResponse;
}

/** The sections whose content shows below the menu, built so far. */
const PANELS: Partial<Record<ProfileSectionKey, (props: PanelProps) => ReactNode>> = {
  cuenta: ({ school, login }) => <PersonalDataForm school={school} userId={login.usuario.id} datos={login.datos_usuario} />,
  contrasena: ({ school, login }) => <PasswordForm school={school} userId={login.usuario.id} />,
  direccion: ({ school, login }) => <AddressForm school={school} userId={login.usuario.id} datos={login.datos_usuario} />,
};
const BUILT_PANELS: ReadonlySet<ProfileSectionKey> = new Set(Object.keys(PANELS) as ProfileSectionKey[]);

/** The URL keeps the open section (?seccion=direccion), so a reload or Back shows it again. */
const SECTION_PARAM = 'seccion';

interface StudentProfileScreenProps {
  school: SchoolId;
  login: LoginResponse;
  /** Route names that have a screen: route sections and the QR appear only then. */
  availableScreens: ReadonlySet<string>;
  onOpenRoute: (routeName: string) => void;
}

/**
 * Perfil of a student (spec 1 §2): avatar with its editor, full name, user id,
 * the QR button when the user's qr is 1, and the swipeable menu of sections.
 */
export function StudentProfileScreen({ school, login, availableScreens, onOpenRoute }: StudentProfileScreenProps) {
  const { usuario: user, avatar } = login;
  const idBase = useId();
  const [editingAvatar, setEditingAvatar] = useState(false);
  const [params, setParams] = useSearchParams();

  const sections = visibleSections({
    user,
    // Neither has a source yet (no call tells them): off until their sections are built.
    paymentNoticeVisible: false,
    videoUploadEnabled: false,
    builtPanels: BUILT_PANELS,
    availableScreens,
  });
  const panels = sections.filter((s) => s.route === undefined);
  const requested = params.get(SECTION_PARAM);
  const selected = panels.find((s) => s.key === requested)?.key ?? panels[0]?.key ?? 'cuenta';

  const onSelect = (section: ProfileSection) => {
    if (section.route) {
      onOpenRoute(section.route);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SECTION_PARAM, section.key);
        return next;
      },
      { replace: true },
    );
  };

  const showQr = user.qr === 1 && availableScreens.has('miqr');
  return (
    <Page title="Perfil">
      <Stack spacing={2}>
        <ProfileHeader
          name={user.nombre_completo}
          usuario={user.usuario}
          avatar={avatar}
          onEditAvatar={() => setEditingAvatar(true)}
          actions={
            showQr && (
              <Button variant="outlined" size="small" startIcon={<QrCode2 />} onClick={() => onOpenRoute('miqr')}>
                Mi QR
              </Button>
            )
          }
        />
        <ProfileSectionMenu idBase={idBase} sections={sections} selected={selected} onSelect={onSelect} />
        {/* Every built panel stays mounted, so an unsaved edit survives a swipe to another section. */}
        {panels.map((section) => (
          <Box
            key={section.key}
            role="tabpanel"
            id={sectionPanelId(idBase, section.key)}
            aria-labelledby={sectionTabId(idBase, section.key)}
            hidden={section.key !== selected}
          >
            {PANELS[section.key]?.({ school, login })}
          </Box>
        ))}
      </Stack>
      <AvatarEditorDialog
        open={editingAvatar}
        school={school}
        userId={user.id}
        avatar={avatar}
        onClose={() => setEditingAvatar(false)}
      />
    </Page>
  );
}
