import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';
import type { OutboxMail } from './types';

const OutboxList = lazy(() => import('./OutboxList').then((module) => ({ default: module.OutboxList })));
const OutboxShow = lazy(() => import('./OutboxShow').then((module) => ({ default: module.OutboxShow })));

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: (mail: OutboxMail) => mail.subject,
};
