import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Scalar's light theme draws secondary text, badges and the sidebar's method names below WCAG AA
 * contrast (axe: color-contrast, serious); these shades keep the hues at 4.5:1 or more on white.
 * The doubled class outranks the theme's own `.light-mode` rule whatever the order of the sheets.
 */
const CONTRAST_CSS = `
.light-mode.light-mode {
  --scalar-color-2: #5c5c5c;
  --scalar-color-3: #646464;
  --scalar-color-accent: #0062ad;
  --scalar-color-blue: #00609a;
  --scalar-color-green: #00703c;
  --scalar-color-orange: #8a4b00;
  --scalar-color-yellow: #6e5b00;
  --scalar-color-red: #b3261e;
  --scalar-color-purple: #6a3fb5;
}
.light-mode .sidebar-search-placeholder { color: #646464; }
.light-mode .sidebar-heading-type--get { color: #00609a; }
.light-mode .sidebar-heading-type--post { color: #00703c; }
.light-mode .sidebar-heading-type--put { color: #8a4b00; }
.light-mode .sidebar-heading-type--patch { color: #6e5b00; }
.light-mode .sidebar-heading-type--delete { color: #b3261e; }
`;

/**
 * Scalar's copy buttons in code blocks are icons with no name (axe: button-name, critical): each
 * gets one as it appears. Returns the observer's disconnect.
 */
function nameCopyButtons(root: HTMLElement, label: string): () => void {
  const name = () => {
    root
      .querySelectorAll('button.scalar-code-copy:not([aria-label])')
      .forEach((button) => button.setAttribute('aria-label', label));
  };
  name();
  const observer = new MutationObserver(name);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * contracts/openapi.yaml rendered by Scalar, loaded only when this page opens. Nothing leaves the
 * site: no telemetry, no web fonts or AI chat from Scalar's servers, no request client (it needs
 * their proxy).
 */
export function OpenApiReference({ dark }: { dark: boolean }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let destroy: (() => void) | undefined;
    let live = true;
    void Promise.all([
      import('@scalar/api-reference'),
      import('@pintar/contracts/openapi.yaml?raw'),
      import('@scalar/api-reference/style.css'),
    ]).then(
      ([scalar, spec]) => {
        if (!live || !host.current) return;
        const reference = scalar.createApiReference(host.current, {
          content: spec.default,
          telemetry: false,
          withDefaultFonts: false,
          hideClientButton: true,
          hideTestRequestButton: true,
          showDeveloperTools: 'never',
          hideDarkModeToggle: true,
          forceDarkModeState: dark ? 'dark' : 'light',
          mcp: { disabled: true },
          // Scalar's hosted AI chat would send the contract to their servers.
          agent: { disabled: true },
          customCss: CONTRAST_CSS,
        });
        const unobserve = nameCopyButtons(host.current, t('apiDocs.copyCode'));
        destroy = () => {
          unobserve();
          reference.destroy();
        };
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      destroy?.();
    };
  }, [dark, t]);
  return failed ? (
    <p role="alert">{t('apiDocs.failed')}</p>
  ) : (
    <div ref={host} data-testid="openapi-reference" />
  );
}
