import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import type { KnowledgeCategory } from '../knowledge/types';

const CategoryList = lazy(() =>
  import('./CategoryList').then((module) => ({ default: module.CategoryList })),
);
const CategoryEdit = lazy(() =>
  import('./CategoryEdit').then((module) => ({ default: module.CategoryEdit })),
);
const CategoryCreate = lazy(() =>
  import('./CategoryCreate').then((module) => ({ default: module.CategoryCreate })),
);

export default {
  list: CategoryList,
  edit: CategoryEdit,
  create: CategoryCreate,
  icon: CategoryIcon,
  recordRepresentation: (category: KnowledgeCategory) => category.name,
};
