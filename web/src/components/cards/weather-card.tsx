import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { num, obj, objs, str, strs } from './card-data';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import type { WeatherCardData } from './card-types';
import { useServerText } from './server-text';
import { WeatherWarning } from './weather-warning';

function Tips({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function WeatherCard({ data: raw, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const data = raw as WeatherCardData;
  const temperature = obj(data.temperature) ?? {};
  const current = num(temperature.current);
  const min = num(temperature.min);
  const max = num(temperature.max);
  const tips = obj(data.recommendations) ?? {};
  const warnings = objs(obj(data.alerts)?.items);
  const periods = (['morning', 'afternoon', 'night'] as const).filter((p) => str(data[p]));
  const title = [t('cards.weather.title'), str(data.location)].filter(Boolean).join(' · ');
  return (
    <CardFrame
      title={title}
      status={status}
      onRetry={onRetry}
      testId="weather-card"
      footer={<SourceLine source={str(data.source)} asOf={str(data.lastUpdated)} />}
    >
      {data.fallback === true && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('cards.weather.fallback')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        {current !== undefined && (
          <Typography variant="h4" component="p" aria-label={`${t('cards.weather.now')} ${current}°C`}>
            {Math.round(current)}°C
          </Typography>
        )}
        <Typography variant="body1">{serverText(str(data.conditions) ?? str(data.summary))}</Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[
          min !== undefined &&
            max !== undefined &&
            t('cards.weather.range', { min: Math.round(min), max: Math.round(max) }),
          num(data.humidity) !== undefined && t('cards.weather.humidity', { value: num(data.humidity) }),
          str(data.wind) && t('cards.weather.wind', { value: str(data.wind) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {periods.length > 0 && (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1, mt: 1 }}
        >
          {periods.map((p) => (
            <Box key={p} sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="caption" sx={{ fontWeight: 700 }}>
                {t(`cards.weather.${p}`)}
              </Typography>
              <Typography variant="body2">{serverText(str(data[p]))}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Tips
        title={t('cards.weather.clothing')}
        items={strs(tips.clothing).map((tip) => serverText(tip) ?? tip)}
      />
      <Tips
        title={t('cards.weather.transport')}
        items={strs(tips.transport).map((tip) => serverText(tip) ?? tip)}
      />
      <Tips
        title={t('cards.weather.activities')}
        items={strs(tips.activities).map((tip) => serverText(tip) ?? tip)}
      />
      {str(data.healthAdvisory) && (
        <Alert severity="info" sx={{ mt: 1 }} title={t('cards.weather.health')}>
          <strong>{t('cards.weather.health')}:</strong> {serverText(str(data.healthAdvisory))}
        </Alert>
      )}
      {warnings.map((w, i) => (
        <WeatherWarning warning={w} key={i} />
      ))}
    </CardFrame>
  );
}
