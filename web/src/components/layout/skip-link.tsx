import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop: lets keyboard users jump over the header straight to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="pt-visually-hidden pt-skip-link"
      onClick={(event) => {
        // Focus without touching the URL, which the router owns.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
