import PlaceIcon from '@mui/icons-material/Place';
import { lazy } from 'react';
import type { Place } from './types';

// Each view is its own chunk; the forms carry Leaflet, which no other page needs.
const PlaceList = lazy(() => import('./PlaceList').then((module) => ({ default: module.PlaceList })));
const PlaceShow = lazy(() => import('./PlaceShow').then((module) => ({ default: module.PlaceShow })));
const PlaceEdit = lazy(() => import('./PlaceEdit').then((module) => ({ default: module.PlaceEdit })));
const PlaceCreate = lazy(() => import('./PlaceCreate').then((module) => ({ default: module.PlaceCreate })));

export default {
  list: PlaceList,
  show: PlaceShow,
  edit: PlaceEdit,
  create: PlaceCreate,
  icon: PlaceIcon,
  recordRepresentation: (place: Place) => place.name,
};
