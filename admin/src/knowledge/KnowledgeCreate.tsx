import { Create } from 'react-admin';
import { KnowledgeForm } from './KnowledgeForm';
import { toEntryPayload } from './validateEntry';

// The server's defaults (docs/knowledge.md), shown so the editor sees what will be stored. A blank
// category reads "Default (general)" and is sent as general.
const defaults = { language: 'en', category: '', status: 'active', priority: 5, tags: [] };

/** A new entry; its edit page follows, where it can be translated. */
export const KnowledgeCreate = () => (
  <Create redirect="edit" transform={toEntryPayload}>
    <KnowledgeForm defaultValues={defaults} />
  </Create>
);
