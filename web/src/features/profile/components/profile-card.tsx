import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/layout/icon';
import { PAGE_ICONS } from '../../../components/layout/page-icons';
import { isAdminRole } from '../../../lib/auth-state';
import type { UserProfile } from '../../../lib/session';
import { ProfileEditForm } from './profile-edit-form';

/** The profile in view mode, switching to the edit form with Edit (spec: Edit, Cancel, Save). */
export function ProfileCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const name = user.displayName || t('nav.userFallback');

  return (
    <section aria-labelledby="profile-details" className="pt-profile-section">
      <h2 id="profile-details" className="pt-profile-details-title">
        {t('profile.details')}
      </h2>
      {editing ? (
        <ProfileEditForm
          user={user}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <>
          <div className="pt-profile-identity">
            <Avatar src={user.photoURL ?? undefined} alt={name} sx={{ width: 72, height: 72 }}>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <div className="pt-profile-who">
              <p className="pt-profile-name" data-testid="profile-name">
                {name}
              </p>
              <p className="pt-muted pt-profile-email">{user.email}</p>
            </div>
            <Chip label={isAdminRole(user.role) ? t('nav.roleAdmin') : t('nav.roleUser')} />
          </div>
          <dl className="pt-profile-facts">
            <dt>{t('profile.bio')}</dt>
            <dd className="pt-profile-bio">{user.bio || t('profile.noBio')}</dd>
            <dt>{t('profile.location')}</dt>
            <dd>{user.location || t('profile.noLocation')}</dd>
          </dl>
          {saved && (
            <Alert severity="success" sx={{ mt: 3 }} onClose={() => setSaved(false)}>
              {t('profile.saved')}
            </Alert>
          )}
          <button
            type="button"
            className="pt-button pt-button-contained pt-profile-edit"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <Icon d={PAGE_ICONS.edit} small />
            {t('profile.edit')}
          </button>
        </>
      )}
    </section>
  );
}
