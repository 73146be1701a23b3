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
    <section aria-labelledby="profile-stats" className="pt-profile-section">
      <h2 id="profile-stats">{t('profile.stats.title')}</h2>
      <dl className="pt-profile-figures">
        {figures.map((figure) => (
          <div key={figure.id} data-testid={`profile-stat-${figure.id}`}>
            <dt className="pt-body2 pt-muted">{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="pt-body2 pt-muted">
        {t('profile.stats.onDevice')} {t('favorites.statSource')}
      </p>
    </section>
  );
}
