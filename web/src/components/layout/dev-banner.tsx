import { useTranslation } from 'react-i18next';

export function DevBanner() {
  const { t } = useTranslation();
  return (
    <div role="note" className="pt-dev-banner">
      {t('app.devBanner')}
    </div>
  );
}
