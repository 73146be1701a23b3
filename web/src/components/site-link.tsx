import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from './visually-hidden';

export interface SiteLinkProps {
  label: string;
  to: string;
  /** False while the destination page does not exist yet: the item renders as muted, inert text. */
  available: boolean;
  variant?: 'text' | 'button';
  onNavigate?: () => void;
}

/** A link to a page of the site, or a visible but inert placeholder for a page still to come. */
export function SiteLink({ label, to, available, variant = 'text', onNavigate }: SiteLinkProps) {
  const { t } = useTranslation();
  if (!available) {
    return (
      <Box
        component="span"
        aria-disabled="true"
        title={t('app.comingSoon')}
        sx={{
          color: 'text.disabled',
          cursor: 'default',
          ...(variant === 'button' && {
            display: 'inline-flex',
            alignItems: 'center',
            px: 2,
            py: 0.75,
            border: 1,
            borderStyle: 'dashed',
            borderRadius: 1,
            borderColor: 'divider',
          }),
        }}
      >
        {label}
        <VisuallyHidden> ({t('app.comingSoon')})</VisuallyHidden>
      </Box>
    );
  }
  if (variant === 'button') {
    return (
      <Button component={RouterLink} to={to} variant="outlined" onClick={onNavigate}>
        {label}
      </Button>
    );
  }
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="hover" onClick={onNavigate}>
      {label}
    </Link>
  );
}
