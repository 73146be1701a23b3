/**
 * Shown only while code or UI text is really loading (a lazy route chunk or a language bundle).
 * The text is fixed English because the translations may be what is still loading. Plain React
 * and CSS (app/shell.css): it is part of the first screen, before MUI has loaded.
 */
export function Splash({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div role="status" className={fullScreen ? 'pt-splash pt-splash-full' : 'pt-splash'}>
      <span className="pt-spinner" aria-hidden="true" />
      <p style={{ margin: 0 }}>Initializing Pintar Assistant...</p>
    </div>
  );
}
