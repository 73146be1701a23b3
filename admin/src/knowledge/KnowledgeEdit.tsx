import { Edit } from 'react-admin';
import { KnowledgeForm } from './KnowledgeForm';
import { TranslationsPanel } from './TranslationsPanel';
import { toEntryPayload } from './validateEntry';

/** The entry, and beneath it its versions in the other languages. Saved once the server stores it. */
export const KnowledgeEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={toEntryPayload}>
    <KnowledgeForm />
    <TranslationsPanel />
  </Edit>
);
