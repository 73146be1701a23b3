import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import type { KnowledgeEntry } from './types';

// Each view is its own chunk, so the first screen does not download the Knowledge Base tab.
const KnowledgeList = lazy(() =>
  import('./KnowledgeList').then((module) => ({ default: module.KnowledgeList })),
);
const KnowledgeEdit = lazy(() =>
  import('./KnowledgeEdit').then((module) => ({ default: module.KnowledgeEdit })),
);
const KnowledgeCreate = lazy(() =>
  import('./KnowledgeCreate').then((module) => ({ default: module.KnowledgeCreate })),
);

export default {
  list: KnowledgeList,
  edit: KnowledgeEdit,
  create: KnowledgeCreate,
  icon: MenuBookIcon,
  recordRepresentation: (entry: KnowledgeEntry) => entry.title,
};
