import { Avatar, Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { statusColor } from './roles';
import type { AdminUser } from './types';

const initials = (user: Pick<AdminUser, 'name' | 'email'>) =>
  (user.name || user.email)
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The picture, or the initials when there is none. Decorative: the name is always beside it. */
export const UserAvatar = ({ user, size = 32 }: { user: AdminUser; size?: number }) => (
  <Avatar
    src={user.photoURL ?? undefined}
    alt=""
    aria-hidden
    // MUI's default grey under white initials is 1.9:1; this grey is 6:1 in both themes.
    sx={{ width: size, height: size, fontSize: size / 2.4, bgcolor: 'grey.700', color: 'common.white' }}
  >
    {initials(user)}
  </Avatar>
);

/** The list's user column: picture, name and e-mail address. */
export const UserCell = ({ user }: { user: AdminUser }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
    <UserAvatar user={user} />
    <div>
      <Typography variant="body2">{user.name || user.displayName}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {user.email}
      </Typography>
    </div>
  </Box>
);

export const StatusChip = () => {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      // Not stretched to the width of a labelled column on the show page.
      sx={{ alignSelf: 'flex-start' }}
      color={statusColor(record.status)}
      label={translate(`resources.users.statuses.${record.status}`, { _: record.status })}
    />
  );
};

export const RoleText = () => {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2">
      {translate(`resources.users.roles.${record.role}`, { _: record.role })}
    </Typography>
  );
};
