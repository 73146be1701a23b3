import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { minutesOf, num, objs, str } from './card-data';
import { useCategoryName } from './category-name';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import type { EmergencyCardData, EmergencyFacilityData } from './card-types';

/** Shown when the card's data names none (a card made from the catalogue's places). */
const EMERGENCY_NUMBERS = ['999', '994', '112'];

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
        {facility.emergencyDepartment === true && ` · ${t('cards.emergency.emergencyDepartment')}`}
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

/**
 * The nearest hospitals (those a source says have an emergency department first, as the server
 * orders them), then clinics, then 999, 994 and 112 as tap-to-call links, and what Pintar has no
 * data for: police and fire stations, with the numbers to call instead.
 */
export function EmergencyCard({ data: raw, status, onRetry }: CardProps) {
  const { t } = useTranslation();
  const data = raw as EmergencyCardData;
  const listed = objs(data.emergencyNumbers);
  const numbers = listed.length
    ? listed.map((n) => str(n.number)).filter((n) => n !== undefined)
    : EMERGENCY_NUMBERS;
  // The assistant's card carries its pick of them as emergencyServices as well: listed once.
  const byKind = [...objs(data.hospitals), ...objs(data.clinics)];
  const facilities = byKind.length ? byKind : objs(data.emergencyServices);
  return (
    <CardFrame
      title={t('cards.emergency.title')}
      status={status}
      onRetry={onRetry}
      testId="emergency-card"
      footer={<SourceLine source={str(data.source)} />}
    >
      {facilities.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('cards.emergency.nearest')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {facilities.map((facility, i) => (
              <Facility key={str(facility.id) ?? i} facility={facility} />
            ))}
          </Box>
        </>
      )}
      <Typography variant="body2" sx={{ fontWeight: 700, mt: facilities.length ? 1.5 : 0, mb: 0.5 }}>
        {t('cards.emergency.numbers')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {numbers.map((number) => (
          <Button key={number} variant="contained" color="error" href={`tel:${number}`}>
            {t('cards.emergency.call', { number })}
          </Button>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('cards.emergency.noPolice')}
      </Typography>
      <Typography variant="body2">{t('cards.emergency.noFire')}</Typography>
    </CardFrame>
  );
}
