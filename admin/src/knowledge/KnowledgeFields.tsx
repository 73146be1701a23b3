import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { languageName, statusColor, textDirection } from './languages';
import type { KnowledgeEntry } from './types';

export const StatusChip = () => {
  const entry = useRecordContext<KnowledgeEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <Chip
      size="small"
      color={statusColor(entry.status)}
      label={translate(`resources.knowledge.statuses.${entry.status}`, { _: entry.status })}
    />
  );
};

/** The "needs translation" badge of a draft created without a translation provider. */
export const NeedsTranslationBadge = ({ entry }: { entry: Pick<KnowledgeEntry, 'needs_translation'> }) => {
  const translate = useTranslate();
  if (!entry.needs_translation) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      data-testid="needs-translation-badge"
      label={translate('resources.knowledge.needs_translation')}
    />
  );
};

/** The title in its own language and direction, with the badge beside it. */
export const TitleCell = () => {
  const entry = useRecordContext<KnowledgeEntry>();
  if (!entry) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" lang={entry.language} dir={textDirection(entry.language)}>
        {entry.title}
      </Typography>
      <NeedsTranslationBadge entry={entry} />
    </Stack>
  );
};

export const LanguageText = () => {
  const entry = useRecordContext<KnowledgeEntry>();
  if (!entry) return null;
  return (
    <Typography variant="body2" lang={entry.language}>
      {languageName(entry.language)}
    </Typography>
  );
};
