import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { num, obj, objs, ringgit, str } from './card-data';
import { CardFrame, type CardProps, SourceLine } from './card-frame';
import type { CostCardData } from './card-types';

const PARTS_MAX = 4;
const KINDS = ['fuel', 'tolls', 'parking', 'fare'] as const;

/** The trip's cost in RM: at most 4 parts (each with its source) and the total. */
export function CostCard({ data: raw, status, onRetry }: CardProps) {
  const { t, i18n } = useTranslation();
  const data = raw as CostCardData;
  const parts = objs(data.parts).slice(0, PARTS_MAX);
  const total = num(data.total);
  // Petrol is totalled at the unsubsidised price anyone pays; Malaysian citizens pay the BUDI95
  // price within their quota, so that total is shown beside it.
  const budi95 = objs(data.fuelPrices).find((p) => str(p.kind) === 'ron95-budi95');
  const totalAtBudi95 = num(data.totalAtBudi95);
  const sources = [...new Set(parts.map((p) => str(p.source)).filter((s) => s !== undefined))];
  const asOf = parts.map((p) => str(p.asOf)).find(Boolean);
  const carbon = obj(data.carbon);
  const row = (key: string, label: string, amount: number | undefined, note?: string, bold = false) => (
    <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: bold ? 700 : 400, minWidth: 0 }}>
        {label}
        {note && (
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {note}
          </Typography>
        )}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: bold ? 700 : 400, flexShrink: 0 }}>
        {amount === undefined ? '—' : t('cards.cost.currency', { amount: ringgit(amount) })}
      </Typography>
    </Box>
  );
  return (
    <CardFrame
      title={t('cards.cost.title')}
      status={status}
      onRetry={onRetry}
      testId="cost-card"
      footer={<SourceLine source={sources.join(', ') || undefined} asOf={asOf} />}
    >
      {parts.map((part, i) => {
        // The service labels and explains each part in English: other readers get the part's kind
        // in their language (the figures stay), not English sentences.
        const kind = KINDS.find((k) => k === part.kind);
        const english = i18n.language === 'en' || !kind;
        const label = english ? (str(part.label) ?? kind ?? '') : t(`cards.cost.kinds.${kind}`);
        return row(String(i), label, num(part.amount), english ? str(part.details) : undefined);
      })}
      {total !== undefined && row('total', t('cards.cost.total'), total, undefined, true)}
      {budi95 &&
        totalAtBudi95 !== undefined &&
        row(
          'budi95',
          t('cards.cost.totalBudi95', { price: ringgit(num(budi95.perLitre) ?? 0) }),
          totalAtBudi95,
          str(budi95.asOf) && t('cards.cost.priceOf', { date: str(budi95.asOf) }),
        )}
      {i18n.language === 'en' && str(carbon?.note) && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {str(carbon?.note)}
        </Typography>
      )}
    </CardFrame>
  );
}
