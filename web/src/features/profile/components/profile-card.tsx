import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="profile-details"
      sx={{ p: { xs: 3, sm: 4 } }}
    >
      <Typography id="profile-details" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 3 }}>
        {t('profile.details')}
      </Typography>
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Avatar src={user.photoURL ?? undefined} alt={name} sx={{ width: 72, height: 72 }}>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="profile-name">
                {name}
              </Typography>
              <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{user.email}</Typography>
            </Box>
            <Chip label={isAdminRole(user.role) ? t('nav.roleAdmin') : t('nav.roleUser')} />
          </Box>
          <Box
            component="dl"
            sx={{
              mt: 3,
              mb: 0,
              mx: 0,
              display: 'grid',
              columnGap: 3,
              rowGap: 1,
              gridTemplateColumns: 'auto 1fr',
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('profile.bio')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {user.bio || t('profile.noBio')}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('profile.location')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {user.location || t('profile.noLocation')}
            </Typography>
          </Box>
          {saved && (
            <Alert severity="success" sx={{ mt: 3 }} onClose={() => setSaved(false)}>
              {t('profile.saved')}
            </Alert>
          )}
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            sx={{ mt: 3 }}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('profile.edit')}
          </Button>
        </>
      )}
    </Paper>
  );
}
