import {
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  List,
  NumberField,
  Pagination,
  ReferenceField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ImportExportPanel } from './ImportExportPanel';
import { KnowledgeBulkActions } from './KnowledgeBulkActions';
import { LanguageText, StatusChip, TitleCell } from './KnowledgeFields';
import { KnowledgeStatsCards } from './KnowledgeStatsCards';
import { knowledgeFilters } from './knowledgeFilters';
import type { KnowledgeEntry } from './types';
import { useKnowledgeStats } from './useKnowledgeStats';

/** Knowledge list page size (docs/product.md, Admin limits). */
export const KNOWLEDGE_PER_PAGE = 50;

const KnowledgeListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const Column = DataTable.Col<KnowledgeEntry>;

/** The Knowledge Base tab: figures, the searchable list, and import and export. */
export const KnowledgeList = () => {
  const stats = useKnowledgeStats();
  return (
    <>
      <KnowledgeStatsCards state={stats} />
      <List
        filters={knowledgeFilters}
        // The spec's list opens on active entries; the status filter widens it.
        filterDefaultValues={{ status: 'active' }}
        actions={<KnowledgeListActions />}
        perPage={KNOWLEDGE_PER_PAGE}
        pagination={<Pagination rowsPerPageOptions={[KNOWLEDGE_PER_PAGE]} />}
        sort={{ field: 'updated_at', order: 'DESC' }}
        // No export: it would page through every entry; the Import and export panel exports files.
        exporter={false}
      >
        <DataTable rowClick="edit" bulkActionsToolbar={<KnowledgeBulkActions />}>
          <Column source="title">
            <TitleCell />
          </Column>
          <Column source="language">
            <LanguageText />
          </Column>
          <Column source="category">
            <ReferenceField source="category" reference="knowledge-categories" link={false}>
              <TextField source="name" />
            </ReferenceField>
          </Column>
          <Column source="priority" field={NumberField} />
          <Column source="status">
            <StatusChip />
          </Column>
          <Column source="updated_at">
            <DateField source="updated_at" showTime />
          </Column>
          <Column label="resources.knowledge.fields.actions" disableSort>
            <EditButton />
          </Column>
        </DataTable>
      </List>
      {/* After an import the figures change too, not only the list. */}
      <ImportExportPanel onImported={stats.refresh} />
    </>
  );
};
