import TrainIcon from '@mui/icons-material/Train';
import { lazy } from 'react';
import type { TransitAlert } from './types';

const TransitAlertList = lazy(() =>
  import('./TransitAlertList').then((module) => ({ default: module.TransitAlertList })),
);
const TransitAlertCreate = lazy(() =>
  import('./TransitAlertCreate').then((module) => ({ default: module.TransitAlertCreate })),
);
const TransitAlertEdit = lazy(() =>
  import('./TransitAlertEdit').then((module) => ({ default: module.TransitAlertEdit })),
);

export default {
  list: TransitAlertList,
  create: TransitAlertCreate,
  edit: TransitAlertEdit,
  icon: TrainIcon,
  recordRepresentation: (alert: TransitAlert) => alert.message,
};
