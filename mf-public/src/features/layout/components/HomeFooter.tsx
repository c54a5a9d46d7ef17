/**
 * The home footer: a band above the site footer on every public page (docs/architecture.md, "Public layout"),
 * with the home content's contact icons (picture, per-language title and link) and a call to contact.
 */
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import type { HomeIcon } from '@vitrin/shared-libs/types/api';
import { useHomeIconsQuery } from '../../../api/getSiteContact';
import { PUBLIC_ROUTES } from '../../../config/routes';

const isExternal = (link: string) => /^(https?:|mailto:|tel:)/i.test(link);

function ContactIcon({ icon, lang }: { icon: HomeIcon; lang: string }) {
  const link = localized(icon, 'link', lang);
  const content = (
    <>
      {icon.file_img && <ResponsiveImage image={icon.file_img} alt="" sizes="64px" className="mb-2 home-contact-icon" />}
      <span className="d-block fw-semibold">{localized(icon, 'title', lang)}</span>
    </>
  );
  const className = 'home-footer-link link-body-emphasis text-decoration-none d-inline-block';
  if (!link) return content;
  if (isExternal(link))
    return (
      <a className={className} href={link}>
        {content}
      </a>
    );
  return (
    <Link className={className} to={link}>
      {content}
    </Link>
  );
}

export function HomeFooter() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: icons = [] } = useHomeIconsQuery(i18n.language);
  // On the contact page itself the call to contact would point at the page the visitor is reading.
  const onContactPage = pathname === PUBLIC_ROUTES.contact;

  return (
    <section className="home-footer bg-body-tertiary border-top py-5" aria-labelledby="home-footer-title">
      <div className="container">
        <div className="row gy-4 align-items-center">
          <div className="col-lg-4">
            <h2 id="home-footer-title" className="h3 mb-2">
              {t('home.contact_us')}
            </h2>
            <p className="text-body-secondary mb-3">{t('home.contact_lead')}</p>
            {!onContactPage && (
              <Link className="btn btn-primary" to={PUBLIC_ROUTES.contact}>
                {t('home.contact_cta')}
              </Link>
            )}
          </div>
          {icons.length > 0 && (
            <ul className="col-lg-8 row list-unstyled gy-4 mb-0 mx-0">
              {icons.map((icon) => (
                <li className="col-4 text-center" key={icon.id}>
                  <ContactIcon icon={icon} lang={i18n.language} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
