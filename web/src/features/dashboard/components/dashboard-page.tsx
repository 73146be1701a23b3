import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { loadAllChats } from '../../../lib/chats/chat-store';
import { listFavourites } from '../../../lib/favourites';
import { computeDashboard, type DashboardStats } from '../dashboard-stats';
import { BarList } from './bar-list';

function Panel({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
      {note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [starred, setStarred] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void loadAllChats().then(
      (chats) => !controller.signal.aborted && setStats(computeDashboard(chats, new Date())),
    );
    void listFavourites(controller.signal).then((o) => o.kind === 'ok' && setStarred(o.data.total));
    return () => controller.abort();
  }, []);
  const locale = `${i18n.language === 'zh' ? 'zh-Hans' : i18n.language}-MY`;
  const date = (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
  const figures = [
    { id: 'chats', value: stats ? String(stats.chats) : '…' },
    { id: 'questions', value: stats ? String(stats.questions) : '…' },
    { id: 'starred', value: starred === null ? '—' : String(starred) },
    { id: 'lastActivity', value: stats ? date(stats.lastActivity) : '…' },
    { id: 'memberSince', value: date(user?.createdAt) },
  ] as const;
  const topics = stats ? Object.entries(stats.byTopic).sort((a, b) => b[1] - a[1]) : [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {t('dashboard.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{t('dashboard.intro')}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          m: 0,
          mb: 3,
        }}
      >
        {figures.map((f) => (
          <Paper key={f.id} variant="outlined" sx={{ p: 2 }} data-testid={`dashboard-${f.id}`}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`dashboard.figures.${f.id}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {f.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      {stats && stats.questions === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('dashboard.empty')}</Typography>
          <Button component={RouterLink} to="/chat" variant="contained" sx={{ mt: 2 }}>
            {t('dashboard.startChat')}
          </Button>
        </Paper>
      ) : (
        stats && (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Panel title={t('dashboard.byTopic')} note={t('dashboard.topicNote')}>
              <BarList
                label={t('dashboard.byTopic')}
                rows={topics.map(([id, value]) => ({
                  id,
                  label: t(`dashboard.topics.${id}` as 'dashboard.topics.general', { defaultValue: id }),
                  value,
                }))}
              />
            </Panel>
            <Panel title={t('dashboard.byLanguage')} note={t('dashboard.languageNote')}>
              <BarList
                label={t('dashboard.byLanguage')}
                rows={(['latin', 'chinese', 'tamil', 'other'] as const).map((id) => ({
                  id,
                  label: t(`dashboard.scripts.${id}`),
                  value: stats.byScript[id],
                }))}
              />
            </Panel>
            <Panel title={t('dashboard.lastDays')}>
              <BarList
                label={t('dashboard.lastDays')}
                rows={stats.lastDays.map((d) => ({
                  id: d.day,
                  label: date(`${d.day}T12:00:00`),
                  value: d.questions,
                }))}
              />
            </Panel>
          </Box>
        )
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 3 }}>
        {t('dashboard.source')}
      </Typography>
    </Container>
  );
}
