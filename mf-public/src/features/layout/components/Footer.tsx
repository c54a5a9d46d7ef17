import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { companyNameFor } from '@vitrin/shared-libs/config/brand';
import { useContactInformationQuery, useSocialMediaQuery } from '../api/getSiteContact';

export function Footer() {
  const { t, i18n } = useTranslation();
  const { data: contact } = useContactInformationQuery(i18n.language);
  const { data: social = [] } = useSocialMediaQuery();
  const { brand } = getRuntimeConfig();
  const company = companyNameFor(brand, i18n.language);

  return (
    <footer className="bg-dark text-light mt-5 py-5">
      <div className="container row mx-auto gy-4">
        <section className="col-md-6" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="h5">
            {company}
          </h2>
          <ul className="list-unstyled">
            {(contact?.telefon ?? []).map((item) => (
              <li key={item.id}>
                <a className="link-light" href={`tel:${item.content.replace(/\s+/g, '')}`}>
                  {item.content}
                </a>
              </li>
            ))}
            {(contact?.email ?? []).map((item) => (
              <li key={item.id}>
                <a className="link-light" href={`mailto:${item.content}`}>
                  {item.content}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className="col-md-6" aria-labelledby="footer-social">
          <h2 id="footer-social" className="h5">
            {t('footer.follow_us')}
          </h2>
          <ul className="list-inline">
            {social.map((item) => (
              <li className="list-inline-item" key={item.id}>
                <a className="link-light" href={item.uri} rel="noopener noreferrer" target="_blank">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <p className="col-12 small mb-0">{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
      </div>
    </footer>
  );
}
