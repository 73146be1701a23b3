import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HelpEntry } from '../api/help-entry';
import { textDirection } from '../help-language';
import { MarkdownContent } from './markdown-content';

/** Each article folded to its title; opened, its text and a link to its own page. */
export function HelpEntryList({ entries }: { entries: readonly HelpEntry[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="help-entry-list">
      {entries.map((entry) => (
        <Accordion key={entry.id} disableGutters slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography
              component="span"
              sx={{ fontWeight: 600 }}
              lang={entry.language}
              dir={textDirection(entry.language)}
            >
              {entry.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <MarkdownContent text={entry.content} language={entry.language} />
            <Link
              component={RouterLink}
              to={`/help/${encodeURIComponent(entry.id)}`}
              sx={{ display: 'inline-block', mt: 2 }}
            >
              {t('help.openArticle', { title: entry.title })}
            </Link>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
