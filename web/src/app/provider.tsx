import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Splash } from '../components/splash';
import { useSettingsState } from '../lib/settings-store';
import { ColorModeContext, useSystemPrefersDark } from './color-mode';
import type { PaletteMode } from './theme';

// MUI's Snackbar loads only when there is something to say.
const SettingsSaveError = lazy(() => import('./notices').then((m) => ({ default: m.SettingsSaveError })));

/** Keeps i18next on the language chosen in the settings (header picker, another tab). */
function LanguageSync({ language }: { language: string }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return null;
}

/**
 * The app shell's context: colour mode and language from the settings. The shell itself is plain
 * React and CSS (shell.css); the parts that use MUI wrap themselves in MuiScope.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const { settings, saveFailed } = useSettingsState();
  const systemPrefersDark = useSystemPrefersDark();
  const preference = settings.general.theme;
  const mode: PaletteMode = preference === 'system' ? (systemPrefersDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  return (
    <ColorModeContext value={mode}>
      {/* Until the language bundle arrives every translated component suspends here. */}
      <Suspense fallback={<Splash fullScreen />}>
        <LanguageSync language={settings.general.language} />
        {children}
        {saveFailed && (
          <Suspense fallback={null}>
            <SettingsSaveError />
          </Suspense>
        )}
      </Suspense>
    </ColorModeContext>
  );
}
