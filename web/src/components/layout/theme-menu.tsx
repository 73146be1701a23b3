import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemePreference } from '../../lib/settings';
import { updateSettings, useSettings } from '../../lib/settings-store';
import { ChoiceMenu } from './choice-menu';
import { Icon } from './icon';

const ICONS: Record<ThemePreference, ReactNode> = {
  light: <Icon name="lightMode" />,
  dark: <Icon name="darkMode" />,
  system: <Icon name="settingsBrightness" />,
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
