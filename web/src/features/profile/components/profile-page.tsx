import { useTranslation } from 'react-i18next';
import { useStagedParts } from '../../../hooks/use-staged-parts';
import { useAuth } from '../../../lib/auth-context';
import { ChangePasswordForm } from './change-password-form';
import { ProfileCard } from './profile-card';
import { ProfileLinks } from './profile-links';
import { ProfileStats } from './profile-stats';
import { SignOutButton } from './sign-out-button';
import './profile.css';

/** The page's frame and its cards are plain CSS (profile.css): MUI renders only their controls. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The card fills a phone's first screen; the other three parts follow one commit each (shorter
  // tasks than one commit of the whole page).
  const shown = useStagedParts(4);
  // The route is guarded; without a user the guard is already on its way to /login.
  if (!user) return null;
  const parts = [
    <ProfileCard key="card" user={user} />,
    <ProfileStats key="stats" user={user} />,
    <ProfileLinks key="links" />,
    <ChangePasswordForm key="password" />,
  ];
  return (
    <div className="pt-profile">
      <div className="pt-profile-head">
        <h1>{t('profile.title')}</h1>
        <SignOutButton />
      </div>
      <div className="pt-profile-parts">{parts.slice(0, shown)}</div>
    </div>
  );
}
