import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/session';
import { readDeviceStats } from '../device-stats';

// Favourite locations are left out until the favourites feature exists: no figure rather than a fake one.
export function ProfileStats({ user }: { user: UserProfile }) {
  const { t, i18n } = useTranslation();
  // Read once per visit: the chats are written by the chat screen, never while this page is open.
  const stats = useMemo(() => readDeviceStats(), []);
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
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, my: 3 }}
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
        {t('profile.stats.onDevice')}
      </Typography>
    </Paper>
  );
}
