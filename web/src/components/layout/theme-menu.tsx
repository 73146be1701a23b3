import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemePreference } from '../../lib/settings';
import { updateSettings, useSettings } from '../../lib/settings-store';
import { ChoiceMenu } from './choice-menu';

const ICONS: Record<ThemePreference, ReactNode> = {
  light: <LightModeIcon />,
  dark: <DarkModeIcon />,
  system: <SettingsBrightnessIcon />,
};

export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme } = useSettings().general;
  const labels: Record<ThemePreference, string> = {
    light: t('theme.light'),
    dark: t('theme.dark'),
    system: t('theme.system'),
  };
  return (
    <ChoiceMenu
      buttonLabel={t('theme.button', { mode: labels[theme] })}
      buttonIcon={ICONS[theme]}
      choices={(['light', 'dark', 'system'] as const).map((value) => ({
        value,
        label: labels[value],
        icon: ICONS[value],
      }))}
      value={theme}
      onChange={(next) => updateSettings('general', { theme: next })}
    />
  );
}
