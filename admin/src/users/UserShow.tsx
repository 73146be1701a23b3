import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DateField,
  EditButton,
  EmailField,
  FunctionField,
  Labeled,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { NOT_SET } from '../common/NotSet';
import { RoleText, StatusChip, UserAvatar } from './UserFields';
import { UserStatusButton } from './UserStatusButtons';
import type { AdminUser } from './types';

const UserShowActions = () => (
  <TopToolbar>
    <EditButton />
    <UserStatusButton />
  </TopToolbar>
);

const YesNo = ({ source }: { source: 'emailVerified' | 'isActive' | 'preferences.notifications' }) => {
  const translate = useTranslate();
  return (
    <FunctionField<AdminUser>
      source={source}
      render={(user) => {
        const value = source === 'preferences.notifications' ? user.preferences?.notifications : user[source];
        return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      }}
    />
  );
};

const Translated = ({ source, prefix }: { source: string; prefix: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<AdminUser>
      source={source}
      render={(user) => {
        const value = source
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], user);
        return typeof value === 'string' ? translate(`${prefix}.${value}`, { _: value }) : translate(NOT_SET);
      }}
    />
  );
};

const Permissions = () => {
  const user = useRecordContext<AdminUser>();
  const translate = useTranslate();
  if (!user?.permissions.length) return <Typography variant="body2">{translate(NOT_SET)}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {user.permissions.map((permission) => (
        <Chip
          key={permission}
          size="small"
          variant="outlined"
          label={translate(`resources.users.permissions.${permission}`, { _: permission })}
        />
      ))}
    </Stack>
  );
};

/** A titled group of fields; the heading names the group for screen readers. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
};

const UserHeader = () => {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <UserAvatar user={user} size={64} />
      <div>
        <Typography variant="h5" component="p">
          {user.name || user.displayName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{user.email}</Typography>
      </div>
      <StatusChip />
    </Stack>
  );
};

const grid = { display: 'grid', gap: 4, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' };

/** Every field of the profile (contracts/openapi.yaml, AdminUser), grouped. */
export const UserShow = () => (
  <Show actions={<UserShowActions />}>
    <Card variant="outlined" sx={{ border: 0 }}>
      <CardContent>
        <UserHeader />
        <Box sx={grid}>
          <Section title="resources.users.sections.account">
            <Labeled source="uid">
              <TextField source="uid" />
            </Labeled>
            <Labeled source="email">
              <EmailField source="email" />
            </Labeled>
            <Labeled source="emailVerified">
              <YesNo source="emailVerified" />
            </Labeled>
            <Labeled source="role">
              <RoleText />
            </Labeled>
            <Labeled source="status">
              <StatusChip />
            </Labeled>
            <Labeled source="isActive">
              <YesNo source="isActive" />
            </Labeled>
            <Labeled source="plan">
              <TextField source="plan" />
            </Labeled>
            <Labeled source="permissions">
              <Permissions />
            </Labeled>
          </Section>
          <Section title="resources.users.sections.profile">
            {(['name', 'displayName', 'firstName', 'lastName', 'phone', 'location', 'bio'] as const).map(
              (source) => (
                <Labeled key={source} source={source}>
                  <TextField source={source} emptyText={NOT_SET} />
                </Labeled>
              ),
            )}
            <Labeled source="photoURL">
              <TextField source="photoURL" emptyText={NOT_SET} />
            </Labeled>
          </Section>
          <Section title="resources.users.sections.activity">
            {(['joinDate', 'createdAt', 'updatedAt', 'lastLogin', 'lastSeen'] as const).map((source) => (
              <Labeled key={source} source={source}>
                <DateField source={source} showTime emptyText="resources.users.never" />
              </Labeled>
            ))}
          </Section>
          <Section title="resources.users.sections.preferences">
            <Labeled source="preferences.language">
              <Translated source="preferences.language" prefix="resources.users.languages" />
            </Labeled>
            <Labeled source="preferences.theme">
              <Translated source="preferences.theme" prefix="resources.users.themes" />
            </Labeled>
            <Labeled source="preferences.notifications">
              <YesNo source="preferences.notifications" />
            </Labeled>
          </Section>
        </Box>
      </CardContent>
    </Card>
  </Show>
);
