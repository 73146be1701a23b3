import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFavourites } from '../../../lib/favourites';
import type { UserProfile } from '../../../lib/session';
import { type DeviceStats, readDeviceStats } from '../device-stats';

// Chats and questions from this device; favourite places from the account (GET /api/me/favourites).
export function ProfileStats({ user }: { user: UserProfile }) {
  const { t, i18n } = useTranslation();
  // Read once per visit: the chats are written by the chat screen, never while this page is open.
  const [stats, setStats] = useState<DeviceStats>({ chatsCount: 0, questionsAsked: 0 });
  // null: not loaded or unavailable, shown as a dash rather than a made-up 0.
  const [favourites, setFavourites] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    void readDeviceStats().then((counted) => live && setStats(counted));
    void listFavourites(controller.signal).then(
      (outcome) => live && setFavourites(outcome.kind === 'ok' ? outcome.data.total : null),
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, []);
  // The Malaysian variant of the UI language: "2 October 2025", not the US order.
  const locale = i18n.language === 'zh' ? 'zh-Hans-MY' : `${i18n.language}-MY`;
  const created = new Date(user.createdAt);
  const memberSince = Number.isNaN(created.getTime())
    ? '—'
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(created);
  const figures = [
    { id: 'chats', label: t('profile.stats.chats'), value: stats.chatsCount.toLocaleString(locale) },
    {
      id: 'questions',
      label: t('profile.stats.questions'),
      value: stats.questionsAsked.toLocaleString(locale),
    },
    {
      id: 'favourites',
      label: t('favorites.statLabel'),
      value: favourites === null ? '—' : favourites.toLocaleString(locale),
    },
    { id: 'member-since', label: t('profile.stats.memberSince'), value: memberSince },
  ];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="profile-stats"
      sx={{ p: { xs: 3, sm: 4 } }}
    >
      <Typography id="profile-stats" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('profile.stats.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          my: 3,
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.id} data-testid={`profile-stat-${figure.id}`}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('profile.stats.onDevice')} {t('favorites.statSource')}
      </Typography>
    </Paper>
  );
}
