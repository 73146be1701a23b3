import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { AdminUser } from './types';

// Each view is its own chunk, so the first screen does not download the Users tab.
const UserList = lazy(() => import('./UserList').then((module) => ({ default: module.UserList })));
const UserShow = lazy(() => import('./UserShow').then((module) => ({ default: module.UserShow })));
const UserEdit = lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit })));
const UserCreate = lazy(() => import('./UserCreate').then((module) => ({ default: module.UserCreate })));

export default {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  // Creating a user means inviting one (POST /api/admin/users/invite).
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (user: AdminUser) => user.name || user.email,
};
