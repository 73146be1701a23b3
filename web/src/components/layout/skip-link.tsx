import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenSx } from '../visually-hidden';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop: lets keyboard users jump over the header straight to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus without touching the URL, which the router owns.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        ...visuallyHiddenSx,
        '&:focus': {
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          zIndex: (theme) => theme.zIndex.tooltip,
          top: 8,
          left: 8,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          boxShadow: 3,
          borderRadius: 1,
        },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
