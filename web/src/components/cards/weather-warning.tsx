import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { obj, str } from './card-data';

/**
 * A MET Malaysia warning in the reader's language where MET publishes one: its own Malay wording
 * for Malay readers, its English otherwise. MET writes no Chinese or Tamil, so those readers get
 * the heading in their language, MET's English text marked as English, and a line saying why.
 */
export function WeatherWarning({ warning }: { warning: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const malay = obj(warning.malay);
  const inMalay = i18n.language === 'ms' && !!malay && !!(str(malay.text) ?? str(malay.heading));
  const source = inMalay ? malay! : warning;
  const body = str(source.text) ?? str(source.heading);
  const metLanguage = i18n.language === 'en' || inMalay;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      <strong>{(metLanguage && str(source.title)) || t('cards.weather.warning')}</strong>{' '}
      {body && <span lang={inMalay ? 'ms' : 'en'}>{body}</span>}
      {(i18n.language === 'zh' || i18n.language === 'ta') && <> ({t('cards.weather.warningLanguages')})</>}
    </Alert>
  );
}
