import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { measureText, num, objs, str } from './card-data';
import { CardFrame, type CardProps, SourceLine } from './card-frame';

export function ItineraryCard({ data, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const activities = objs(data.activities);
  return (
    <CardFrame
      title={str(data.title) ?? t('cards.itinerary.title')}
      status={status}
      onRetry={onRetry}
      testId="itinerary-card"
      footer={<SourceLine source={str(data.source)} asOf={str(data.asOf)} />}
    >
      <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
        {activities.map((activity, i) => {
          const travel = num(activity.travelMinutes);
          return (
            <Box component="li" key={i} sx={{ py: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {str(activity.name)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  str(activity.description),
                  measureText(activity.duration),
                  num(activity.rating) && `★ ${num(activity.rating)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {travel !== undefined && (
                <Typography variant="caption">{t('cards.itinerary.travel', { minutes: travel })}</Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </CardFrame>
  );
}
