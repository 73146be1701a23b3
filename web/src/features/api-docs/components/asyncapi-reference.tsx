import { useTranslation } from 'react-i18next';

/**
 * contracts/asyncapi.yaml rendered by the AsyncAPI React component. It runs in its own document
 * (events-reference.html), the only one allowed to compile code at run time, so the app keeps its
 * strict content security policy; the iframe loads only when this tab opens.
 */
export function AsyncApiReference() {
  const { t } = useTranslation();
  return (
    <iframe
      src="/events-reference.html"
      title={t('apiDocs.events')}
      data-testid="asyncapi-reference"
      style={{ width: '100%', height: '80vh', border: 0 }}
    />
  );
}
