import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { HelpEntrySummary } from '../api/help-entry';
import { textDirection } from '../help-language';

/** Each article as its title, a link to its page, over its opening lines. */
export function HelpEntryList({ entries }: { entries: readonly HelpEntrySummary[] }) {
  return (
    <Box component="ul" data-testid="help-entry-list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          lang={entry.language}
          dir={textDirection(entry.language)}
          sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={`/help/${encodeURIComponent(entry.id)}`} underline="hover">
              {entry.title}
            </Link>
          </Typography>
          {entry.summary ? (
            <Typography sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {entry.summary}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
