import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
        });
        destroy = () => reference.destroy();
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      destroy?.();
    };
  }, [dark]);
  return failed ? (
    <p role="alert">{t('apiDocs.failed')}</p>
  ) : (
    <div ref={host} data-testid="openapi-reference" />
  );
}
