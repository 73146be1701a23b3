import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Scalar's light theme draws secondary text, badges and the sidebar's method names below WCAG AA
 * contrast (axe: color-contrast, serious); these shades keep the hues at 4.5:1 or more on white.
 * Its dark theme's search placeholder, code-sample tabs and DELETE badges are too dim on its dark
 * greys: the lighter shades here are 4.5:1 or more on #272727, the lightest of them.
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
.dark-mode.dark-mode {
  --scalar-color-2: #c8c8c8;
  --scalar-color-3: #b4b4b4;
  --scalar-color-blue: #8ab4f8;
  --scalar-color-green: #81c995;
  --scalar-color-orange: #fcad70;
  --scalar-color-yellow: #fdd663;
  --scalar-color-red: #f28b82;
  --scalar-color-purple: #c58af9;
}
.dark-mode .sidebar-search-placeholder,
.dark-mode .client-libraries-text { color: #b4b4b4; }
.dark-mode .sidebar-heading-type--get { color: #8ab4f8; }
.dark-mode .sidebar-heading-type--post { color: #81c995; }
.dark-mode .sidebar-heading-type--put { color: #fcad70; }
.dark-mode .sidebar-heading-type--patch { color: #fdd663; }
.dark-mode .sidebar-heading-type--delete { color: #f28b82; }
`;

/**
 * Repairs what axe finds in Scalar's markup, on each element as it appears (Scalar draws sections
 * lazily). Returns the observer's disconnect.
 * - Code-block copy buttons are icons with no name (button-name, critical): they get `label`.
 * - A tag's "Show more" button is labelled "Show all ... endpoints", a name that does not contain
 *   its visible text (label-content-name-mismatch): the visible text leads the name.
 * - A tag's endpoint list scrolls but cannot be reached by keyboard (scrollable-region-focusable).
 */
function repairAccessibility(root: HTMLElement, label: string): () => void {
  const repair = () => {
    root
      .querySelectorAll('button.scalar-code-copy:not([aria-label])')
      .forEach((button) => button.setAttribute('aria-label', label));
    root.querySelectorAll('button[aria-label^="Show all "]:not([data-named])').forEach((button) => {
      const visible = button.textContent?.trim();
      button.setAttribute('data-named', '');
      if (visible) button.setAttribute('aria-label', `${visible}: ${button.getAttribute('aria-label')}`);
    });
    root
      .querySelectorAll('ul[aria-label$=" endpoints"]:not([tabindex])')
      .forEach((list) => list.setAttribute('tabindex', '0'));
  };
  repair();
  const observer = new MutationObserver(repair);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

interface Props {
  dark: boolean;
  /**
   * Scalar's hash of the operation to show first (`tag/{tag}/{operationId}`), when the reader
   * opened the renderer from one operation. Scalar draws sections lazily and scrolls to the hash it
   * finds on load, so the hash is set before it starts.
   */
  focus?: string;
}

/**
 * contracts/openapi.yaml rendered by Scalar, loaded only when the reader asks for it (the page's
 * first view is the light operation index). Nothing leaves the site: no telemetry, no web fonts or
 * AI chat from Scalar's servers, no request client (it needs their proxy).
 */
export function OpenApiReference({ dark, focus }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
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
        if (focus) window.history.replaceState(window.history.state, '', `#${focus}`);
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
          // Readable, stable hashes: the same operationId the light index links to.
          generateOperationSlug: ({ operationId, method, path }) =>
            operationId ?? `${method.toLowerCase()}${path}`,
        });
        setReady(true);
        const unobserve = repairAccessibility(host.current, t('apiDocs.copyCode'));
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
  }, [dark, focus, t]);
  return failed ? (
    <p role="alert">{t('apiDocs.failed')}</p>
  ) : (
    <>
      {!ready && <p role="status">{t('apiDocs.loading')}</p>}
      {/* Scalar (Vue) owns this element's children: React renders nothing inside it. */}
      <div ref={host} data-testid="openapi-reference" />
    </>
  );
}
