/** /contact: the company's contact details, social links, map link, working hours and the contact form. */
import { useTranslation } from 'react-i18next';
import { useContactInformationQuery } from '../../../api/getSiteContact';
import { ContactDetails, SocialLinks } from '../../../components/ContactDetails';
import { PageBanner } from '../../../components/PageBanner';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const { t, i18n } = useTranslation();
  const { data: contact } = useContactInformationQuery(i18n.language);
  return (
    <>
      <PageBanner page="contact" title={t('navbar.contact')} />
      <div className="container pb-5">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-5">
            <ContactDetails headingLevel={2} narrow />
            {(contact?.shift ?? []).map((item) => (
              <p key={item.id} className="mt-3 mb-0">
                <strong>{item.name}: </strong>
                {item.content}
              </p>
            ))}
            {(contact?.source_link ?? []).map((item) => (
              <p key={item.id} className="mt-3 mb-0">
                <a href={item.content} target="_blank" rel="noopener noreferrer">
                  {item.name}
                </a>
              </p>
            ))}
            <div className="mt-4">
              <SocialLinks />
            </div>
          </div>
          <section className="col-lg-7" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="h4 mb-3">
              {t('contact.title')}
            </h2>
            <ContactForm idPrefix="contact-page" />
          </section>
        </div>
      </div>
    </>
  );
}
