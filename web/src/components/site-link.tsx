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

/**
 * A link to a page of the site, or a visible but inert placeholder for a page still to come.
 * Plain React and CSS (app/shell.css) because the header, footer and landing page use it.
 */
export function SiteLink({ label, to, available, variant = 'text', onNavigate }: SiteLinkProps) {
  const { t } = useTranslation();
  if (!available) {
    return (
      <span
        aria-disabled="true"
        title={t('app.comingSoon')}
        className={variant === 'button' ? 'pt-inert pt-button pt-button-outlined' : 'pt-inert'}
      >
        {label}
        <VisuallyHidden> ({t('app.comingSoon')})</VisuallyHidden>
      </span>
    );
  }
  const className = variant === 'button' ? 'pt-button pt-button-outlined' : 'pt-link';
  return (
    <RouterLink to={to} className={className} onClick={onNavigate}>
      {label}
    </RouterLink>
  );
}
