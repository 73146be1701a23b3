import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { minutesOf, num, obj, objs, str } from './card-data';
import { useCategoryName } from './category-name';
import { useServerText } from './server-text';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import type { EmergencyCardData, EmergencyFacilityData } from './card-types';

const EMERGENCY_NUMBERS = ['999', '112'];

function Facility({ facility }: { facility: EmergencyFacilityData }) {
  const { t } = useTranslation();
  const kind = useCategoryName()(str(facility.kind ?? facility.category));
  const phone = str(facility.phone);
  const meters = num(facility.distance);
  const minutes = minutesOf(num(facility.duration));
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {str(facility.name)}
        {kind && ` (${kind})`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[
          str(facility.address),
          meters !== undefined && t('cards.distance', { value: (meters / 1000).toFixed(1) }),
          minutes !== undefined && t('cards.minutes', { value: minutes }),
        ]
          .filter(Boolean)
          .join(' · ')}
        {phone && (
          <>
            {' · '}
            <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** 999 and 112 as tap-to-call links, then the nearest hospitals, clinics, police and fire notes. */
export function EmergencyCard({ data: raw, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const data = raw as EmergencyCardData;
  const listed = objs(data.emergencyNumbers);
  const numbers = listed.length
    ? listed.map((n) => str(n.number)).filter((n) => n !== undefined)
    : EMERGENCY_NUMBERS;
  const facilities = [...objs(data.hospitals), ...objs(data.clinics), ...objs(data.emergencyServices)];
  const serverText = useServerText();
  const notes = [...new Set([obj(data.police), obj(data.fire)].map((n) => serverText(str(n?.note))))].filter(
    Boolean,
  );
  return (
    <CardFrame
      title={t('cards.emergency.title')}
      status={status}
      onRetry={onRetry}
      testId="emergency-card"
      footer={<SourceLine source={str(data.source)} />}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {numbers.map((number) => (
          <Button key={number} variant="contained" color="error" href={`tel:${number}`}>
            {t('cards.emergency.call', { number })}
          </Button>
        ))}
      </Box>
      {facilities.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, mt: 1.5 }}>
            {t('cards.emergency.nearest')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {facilities.map((facility, i) => (
              <Facility key={str(facility.id) ?? i} facility={facility} />
            ))}
          </Box>
        </>
      )}
      {notes.map((note) => (
        <Typography key={note} variant="body2" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ))}
    </CardFrame>
  );
}
