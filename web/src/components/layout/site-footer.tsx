import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../site-link';
import './layout.css';
import { FOOTER_COLUMNS } from './site-links';

/** `status` is the live status line, passed in by the app so this shared layout stays feature-free. */
export function SiteFooter({ status }: { status?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="pt-footer">
      <div className="pt-container pt-container-lg">
        <div className="pt-footer-grid">
          <div>
            <p className="pt-footer-brand">Pintar</p>
            <p className="pt-body2 pt-muted" style={{ margin: '8px 0 0' }}>
              {t('footer.tagline')}
            </p>
          </div>
          <nav aria-label={t('footer.label')} className="pt-footer-nav">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.heading}>
                <h2>{t(`footer.${column.heading}`)}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li className="pt-body2" key={link.label}>
                      <SiteLink label={t(`footer.${link.label}`)} to={link.to} available={link.available} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <hr />
        <div className="pt-footer-bottom">
          {status}
          <p className="pt-body2" style={{ margin: 0 }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
        <p className="pt-caption pt-muted" style={{ marginTop: 16 }}>
          {t('footer.attribution')}
        </p>
      </div>
    </footer>
  );
}
