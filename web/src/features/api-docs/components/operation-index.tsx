import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { API_VERSION, OPERATION_GROUPS } from '../operations.generated';

interface Props {
  /** Loads the interactive renderer, at one operation (Scalar's hash for it) when given. */
  onOpen: (focus?: string) => void;
}

// One style sheet for the whole list, not one per row (emotion would make a class for each).
const listSx = {
  '& h2': { fontSize: '1.25rem', fontWeight: 700, mt: 3, mb: 1, textTransform: 'capitalize' },
  '& ul': { listStyle: 'none', p: 0, m: 0 },
  '& li': {
    display: 'grid',
    gridTemplateColumns: { xs: '4.5rem 1fr', md: '4.5rem minmax(14rem, 28rem) 1fr 5rem' },
    gap: 1,
    alignItems: 'baseline',
    py: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    scrollMarginTop: '5rem',
  },
  '& .method': { fontFamily: 'monospace', fontWeight: 700 },
  '& .path': { fontFamily: 'monospace', overflowWrap: 'anywhere', color: 'text.primary' },
  '& .summary, & .access': { color: 'text.secondary', gridColumn: { xs: '2', md: 'auto' } },
  '& li:target': { bgcolor: 'action.selected' },
} as const;

/**
 * The contract's operations by tag (generated at build time from contracts/openapi.yaml): method,
 * path, summary and who may call it, each with an anchor. The interactive renderer (request and
 * response schemas, examples) loads only when the reader asks for it.
 */
export function OperationIndex({ onOpen }: Props) {
  const { t } = useTranslation();
  const count = OPERATION_GROUPS.reduce((sum, group) => sum + group.operations.length, 0);
  // The rows (over a hundred) render in a deferred, time-sliced pass after the page's first paint.
  const groups = useDeferredValue(OPERATION_GROUPS, []);
  return (
    <Box data-testid="operation-index">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => onOpen()} data-testid="open-interactive">
          {t('apiDocs.openInteractive')}
        </Button>
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {t('apiDocs.indexNote', { count, version: API_VERSION })}
        </Box>
      </Box>
      <Box sx={listSx}>
        {groups.map((group) => (
          <section key={group.tag} aria-labelledby={`tag-${group.tag}`}>
            <h2 id={`tag-${group.tag}`}>{group.tag}</h2>
            <ul>
              {group.operations.map((operation) => (
                <li key={operation.id} id={operation.id}>
                  <span className="method">{operation.method}</span>
                  <a
                    className="path"
                    href={`#${operation.id}`}
                    title={t('apiDocs.openOperation')}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(`tag/${group.tag}/${operation.id}`);
                    }}
                  >
                    {operation.path}
                  </a>
                  <span className="summary">{operation.summary}</span>
                  <span className="access">{t(`apiDocs.access.${operation.access}`)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Box>
    </Box>
  );
}
