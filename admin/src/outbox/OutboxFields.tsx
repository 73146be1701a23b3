import { Chip, Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { NOT_SET } from '../common/NotSet';
import { safeHref } from './safeHref';
import type { OutboxMail } from './types';

export const KindChip = () => {
  const mail = useRecordContext<OutboxMail>();
  const translate = useTranslate();
  if (!mail) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`resources.outbox.kinds.${mail.kind}`, { _: mail.kind })}
    />
  );
};

/** The link the mail carries (reset or invitation), clickable when it is a web address. */
export const MailLink = () => {
  const mail = useRecordContext<OutboxMail>();
  const translate = useTranslate();
  if (!mail) return null;
  const href = safeHref(mail.link, window.location.origin);
  if (!href) return <Typography variant="body2">{mail.link || translate(NOT_SET)}</Typography>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
      {mail.link}
    </Link>
  );
};
