import CssBaseline from '@mui/material/CssBaseline';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Splash } from '../components/splash';
import { dismissSettingsSaveError, useSettingsState } from '../lib/settings-store';
import { createAppTheme, type PaletteMode } from './theme';

function SettingsSaveError({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={open}
      onClose={(_event, reason) => reason !== 'clickaway' && dismissSettingsSaveError()}
      message={t('app.settingsSaveFailed')}
      autoHideDuration={8000}
    />
  );
}

/** Keeps i18next on the language chosen in the settings (header picker, another tab). */
function LanguageSync({ language }: { language: string }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { settings, saveFailed } = useSettingsState();
  // Live: follows the OS switching between light and dark while the page is open.
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const preference = settings.general.theme;
  const mode: PaletteMode = preference === 'system' ? (systemPrefersDark ? 'dark' : 'light') : preference;
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {/* Until the language bundle arrives every translated component suspends here. */}
      <Suspense fallback={<Splash fullScreen />}>
        <LanguageSync language={settings.general.language} />
        {children}
        <SettingsSaveError open={saveFailed} />
      </Suspense>
    </ThemeProvider>
  );
}
