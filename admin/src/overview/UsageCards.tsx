import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FetchState } from './FetchState';
import { duration, growthLabel } from './format';
import type { Stats } from './types';
import { useLiveFetch } from './useLiveFetch';

function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="overline" component="h3">
            {label}
          </Typography>
          <Typography variant="h4">{value}</Typography>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

const FIGURE_KEYS = [
  'total_users',
  'active_users',
  'total_chats',
  'api_calls',
  'uptime',
  'response_time',
  'error_rate',
  'system_health',
] as const;

/**
 * The cards' frames while the first figures load: the same size as the loaded cards, so nothing
 * below them jumps when the figures arrive (no layout shift), and no figure shown until counted.
 */
function FigurePlaceholders({ label }: { label: (key: string) => string }) {
  return (
    <Grid container spacing={2} aria-hidden>
      {FIGURE_KEYS.map((key) => (
        <Figure
          key={key}
          label={label(key)}
          value={<Skeleton width="60%" />}
          note={<Skeleton width="80%" />}
        />
      ))}
    </Grid>
  );
}

/** The Overview's four cards and System Health, from GET /api/stats (every figure counted). */
export const UsageCards = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pintar.ops.overview.${key}`, options);
  const state = useLiveFetch<Stats>('/api/stats', ['alert:raised']);
  const s = state.data;
  return (
    <>
      <FetchState state={state} what={t('what')} />
      {!s && state.loading && <FigurePlaceholders label={t} />}
      {s && (
        <Grid container spacing={2}>
          <Figure
            label={t('total_users')}
            value={String(s.users.totalUsers)}
            note={growthLabel(s.users.userGrowthRate, translate)}
          />
          <Figure
            label={t('active_users')}
            value={String(s.users.activeUsers)}
            note={t('active_note', { days: s.period.days })}
          />
          <Figure
            label={t('total_chats')}
            value={String(s.chats.totalChats)}
            note={t('chats_note', {
              days: s.period.days,
              growth: growthLabel(s.chats.chatGrowthRate, translate),
            })}
          />
          <Figure
            label={t('api_calls')}
            value={t('api_calls_value', { count: s.performance.requestsPerMinute })}
            note={t('api_calls_note')}
          />
          <Figure label={t('uptime')} value={duration(s.system.uptime)} note={t('this_process')} />
          <Figure
            label={t('response_time')}
            value={s.system.responseTime === null ? '—' : `${s.system.responseTime} ms`}
            note={t('last_5_minutes')}
          />
          <Figure
            label={t('error_rate')}
            value={`${(s.performance.errorRate * 100).toFixed(1)}%`}
            note={t('error_rate_note')}
          />
          <Figure
            label={t('system_health')}
            value={s.system.systemHealth === null ? '—' : `${s.system.systemHealth}%`}
            note={s.system.systemHealth === null ? t('no_round') : t('critical_healthy')}
          />
        </Grid>
      )}
      {state.receivedAt && (
        <Typography variant="caption" color="text.secondary">
          {t('counted_at', { time: new Date(s!.timestamp).toLocaleTimeString(), ms: s!.generatedIn })}
        </Typography>
      )}
    </>
  );
};
