/**
 * The footer: phones, e-mails, company name and addresses (HTML), social links, the link
 * columns for corporate, air springs, spare parts and media, the copyright line and the contract links.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCategoriesQuery } from '@vitrin/shared-libs/api/categoriesApi';
import { companyNameFor } from '@vitrin/shared-libs/config/brand';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { SECTIONS } from '@vitrin/shared-libs/types/api';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { contractSeoName, useContractsQuery } from '../../../api/getContracts';
import { ContactDetails, SocialLinks } from '../../../components/ContactDetails';
import { CORPORATE_PAGES, PUBLIC_ROUTES, routePath } from '../../../config/routes';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';

/** consentLink: the link to the cookie settings (consent feature), beside the copyright. */
export function Footer({ consentLink }: { consentLink: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data: categories = [] } = useCategoriesQuery();
  const { data: contracts = [] } = useContractsQuery();
  const company = companyNameFor(getRuntimeConfig().brand, lang);

  return (
    <footer className="bg-dark text-light pt-5 pb-5 mb-5">
      <div className="container">
        <h2 className="h5 mb-3">{company}</h2>
        <ContactDetails light />
        <div className="mt-3">
          <h3 className="visually-hidden">{t('footer.follow_us')}</h3>
          <SocialLinks light />
        </div>
        <div className="row gy-4 mt-4">
          <nav className="col-6 col-md-3" aria-labelledby="footer-corporate">
            <h3 id="footer-corporate" className="h6 text-uppercase">
              {t('footer.corporate')}
            </h3>
            <ul className="list-unstyled">
              {CORPORATE_PAGES.map((page) => (
                <li key={page}>
                  <Link className="link-light" to={PUBLIC_ROUTES[page]}>
                    {t(`navbar.${page}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {SECTIONS.map((section) => (
            <nav className="col-6 col-md-3" aria-labelledby={`footer-${section}`} key={section}>
              <h3 id={`footer-${section}`} className="h6 text-uppercase">
                {t(`footer.${section}`)}
              </h3>
              <ul className="list-unstyled">
                {categories
                  .filter((category) => category.section === section)
                  .map((category) => (
                    <li key={category.id}>
                      <Link className="link-light" to={routePath('products', category.seo_name)}>
                        {localized(category, 'name', lang)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
          <nav className="col-6 col-md-3" aria-labelledby="footer-media">
            <h3 id="footer-media" className="h6 text-uppercase">
              {t('footer.media')}
            </h3>
            <ul className="list-unstyled">
              {MEDIA_KINDS.map((kind) => (
                <li key={kind}>
                  <Link className="link-light" to={PUBLIC_ROUTES[kind]}>
                    {t(`navbar.${kind}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link className="link-light" to={PUBLIC_ROUTES.catalogues}>
                  {t('navbar.catalogues')}
                </Link>
              </li>
              <li>
                <Link className="link-light" to={PUBLIC_ROUTES.human_resources}>
                  {t('layout.human_resources')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className="d-flex flex-wrap justify-content-between gap-3 border-top border-secondary pt-3 mt-3">
          <p className="small mb-0">{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
          {consentLink}
          <nav aria-label={t('footer.contracts')}>
            <ul className="list-inline small mb-0">
              {contracts.map((contract) => (
                <li className="list-inline-item" key={contract.id}>
                  <Link className="link-light" to={routePath('contract', contractSeoName(contract))}>
                    {contract.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
