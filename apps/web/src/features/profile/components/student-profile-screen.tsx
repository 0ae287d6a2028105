import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import QrCode2 from '@mui/icons-material/QrCode2';
import School from '@mui/icons-material/School';
import type { LoginResponse, SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { visibleSections, type ProfileSection, type ProfileSectionKey } from '../utils/profile-sections';
import { AddressForm } from './address-form';
import { AvatarEditorDialog } from './avatar-editor-dialog';
import { DiscountNotice } from './discount-notice';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { ProfileHeader } from './profile-header';
import { ProfileSectionMenu, sectionPanelId, sectionTabId } from './profile-section-menu';

interface ProfilePanelProps {
  school: SchoolId;
  login: LoginResponse;
}

/** The content of panel sections, by section. */
export type ProfilePanels = Partial<Record<ProfileSectionKey, (props: ProfilePanelProps) => ReactNode>>;

/** This feature's own panels; other features' panels come from the route module (app/). */
const OWN_PANELS: ProfilePanels = {
  cuenta: ({ school, login }) => <PersonalDataForm school={school} userId={login.usuario.id} datos={login.datos_usuario} />,
  contrasena: ({ school, login }) => <PasswordForm school={school} userId={login.usuario.id} />,
  direccion: ({ school, login }) => <AddressForm school={school} userId={login.usuario.id} datos={login.datos_usuario} />,
};

/** The URL keeps the open section (?seccion=direccion), so a reload or Back shows it again. */
const SECTION_PARAM = 'seccion';

interface StudentProfileScreenProps {
  school: SchoolId;
  login: LoginResponse;
  /** Route names that have a screen: route sections and the QR appear only then. */
  availableScreens: ReadonlySet<string>;
  /** Panels of other features (Datos Fiscales, EXCI, TOEFL), composed by the route module. */
  extraPanels?: ProfilePanels;
  /** Buttons of other features beside Mi QR (Notificaciones). */
  headerActions?: ReactNode;
  onOpenRoute: (routeName: string) => void;
}

/**
 * Perfil of a student (spec 1 §2): avatar with its editor, full name, user id,
 * the QR button when the user's qr is 1, and the swipeable menu of sections.
 */
export function StudentProfileScreen({ school, login, availableScreens, extraPanels, headerActions, onOpenRoute }: StudentProfileScreenProps) {
  const { usuario: user, avatar } = login;
  const idBase = useId();
  const [editingAvatar, setEditingAvatar] = useState(false);
  const panelContent = useMemo<ProfilePanels>(() => ({ ...OWN_PANELS, ...extraPanels }), [extraPanels]);
  const builtPanels = useMemo(() => new Set(Object.keys(panelContent) as ProfileSectionKey[]), [panelContent]);

  const sections = visibleSections({
    user,
    // Neither has a source yet (no call tells them): off until their sections are built.
    paymentNoticeVisible: false,
    videoUploadEnabled: false,
    builtPanels,
    availableScreens,
  });
  const panels = sections.filter((s) => s.route === undefined);
  const { selected, opened, onSelect } = useSelectedSection(panels, onOpenRoute);

  return (
    <Page title="Perfil">
      <Stack spacing={2}>
        <ProfileHeader
          name={user.nombre_completo}
          usuario={user.usuario}
          avatar={avatar}
          onEditAvatar={() => setEditingAvatar(true)}
          actions={<HeaderButtons showQr={user.qr === 1 && availableScreens.has('miqr')} showKardex={availableScreens.has('Kardex')} onOpenRoute={onOpenRoute} extra={headerActions} />}
        />
        <ProfileSectionMenu idBase={idBase} sections={sections} selected={selected} onSelect={onSelect} />
        {/* A panel stays mounted once opened, so an unsaved edit survives a swipe to another section. */}
        {panels.map((section) => (
          <Box
            key={section.key}
            role="tabpanel"
            id={sectionPanelId(idBase, section.key)}
            aria-labelledby={sectionTabId(idBase, section.key)}
            hidden={section.key !== selected}
          >
            {opened.has(section.key) && panelContent[section.key]?.({ school, login })}
          </Box>
        ))}
        {/* Last, so its late arrival never moves the section menu under a finger. */}
        <DiscountNotice school={school} />
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

/** Mi QR and Kardex: Kardex is far along the section row (off screen on a phone), so it also has a button in plain sight. */
function HeaderButtons({ showQr, showKardex, onOpenRoute, extra }: { showQr: boolean; showKardex: boolean; onOpenRoute: StudentProfileScreenProps['onOpenRoute']; extra: ReactNode }) {
  return (
    <>
      {showQr && (
        <Button variant="outlined" size="small" startIcon={<QrCode2 />} onClick={() => onOpenRoute('miqr')}>
          Mi QR
        </Button>
      )}
      {showKardex && (
        <Button variant="outlined" size="small" startIcon={<School />} onClick={() => onOpenRoute('Kardex')}>
          Kardex
        </Button>
      )}
      {extra}
    </>
  );
}

/** The section the address names (else the first), the panels opened so far, and choosing another (a section with a route opens its screen). */
function useSelectedSection(panels: readonly ProfileSection[], onOpenRoute: StudentProfileScreenProps['onOpenRoute']) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const selected = panels.find((s) => s.key === requested)?.key ?? panels[0]?.key ?? 'cuenta';
  // A panel's content (and its calls) starts the first time it is opened, then stays.
  const [opened, setOpened] = useState<ReadonlySet<ProfileSectionKey>>(() => new Set([selected]));
  if (!opened.has(selected)) setOpened(new Set([...opened, selected]));

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
  return { selected, opened, onSelect };
}
