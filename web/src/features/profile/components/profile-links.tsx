import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/site-link';

// The pages the spec links from the profile.
const LINKS = [
  { id: 'dashboard', to: '/dashboard', available: true },
  { id: 'chatHistory', to: '/chat-history', available: true },
  { id: 'settings', to: '/settings', available: true },
  { id: 'favorites', to: '/favorites', available: true },
] as const;

export function ProfileLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="profile-links" className="pt-profile-section">
      <h2 id="profile-links">{t('profile.links.title')}</h2>
      <ul className="pt-profile-links">
        {LINKS.map((link) => (
          <li key={link.id}>
            <SiteLink label={t(`profile.links.${link.id}`)} to={link.to} available={link.available} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
