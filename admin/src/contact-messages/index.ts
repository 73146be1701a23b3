import ContactMailIcon from '@mui/icons-material/ContactMail';
import { lazy } from 'react';
import type { ContactMessage } from './types';

const ContactMessageList = lazy(() =>
  import('./ContactMessageList').then((module) => ({ default: module.ContactMessageList })),
);
const ContactMessageShow = lazy(() =>
  import('./ContactMessageShow').then((module) => ({ default: module.ContactMessageShow })),
);

export default {
  list: ContactMessageList,
  show: ContactMessageShow,
  icon: ContactMailIcon,
  recordRepresentation: (message: ContactMessage) => message.subject,
};
