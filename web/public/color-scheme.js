// Runs before the app bundle so a dark-theme visitor never sees a white flash.
// Mirrors src/lib/settings.ts (key `pintar.settings`, theme light | dark | system).
(() => {
  let general = {};
  try {
    const stored = JSON.parse(localStorage.getItem('pintar.settings') || '{}');
    general = stored?.general || {};
  } catch {
    // Corrupt or unavailable storage: fall back to the defaults.
  }
  const theme = ['light', 'dark', 'system'].includes(general.theme) ? general.theme : 'system';
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  if (['en', 'ms', 'zh', 'ta'].includes(general.language)) document.documentElement.lang = general.language;
})();
