/** The company's phones, e-mails, addresses (HTML) and social links: footer, contact page and contact modal. */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactInformationQuery, useSocialMediaQuery } from '../api/getSiteContact';
import { SocialIcon } from './SocialIcon';

// The addresses are rich text, shown through DOMPurify (11 KB gzipped). In the footer they sit below the fold:
// the sanitizer loads when they come near the screen, not with the first screen.
const SafeHtml = lazy(() => import('@vitrin/shared-libs/ui/SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** Renders its children once the block is within 200 px of the viewport (at once without IntersectionObserver). */
function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Decided after mounting, never while rendering: a server render and the first client render must agree.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? <Suspense fallback={null}>{children}</Suspense> : null}</div>;
}

export function ContactDetails({ light = false, headingLevel = 3 }: { light?: boolean; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const { data: contact } = useContactInformationQuery(i18n.language);
  const linkClass = light ? 'link-light' : undefined;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className="row gy-3">
      <section className="col-sm-6 col-lg-4">
        <Heading className="h6 text-uppercase">{t('footer.phones')}</Heading>
        <ul className="list-unstyled mb-0">
          {(contact?.telefon ?? []).map((item) => (
            <li key={item.id}>
              <a className={linkClass} href={`tel:${item.content.replace(/[^\d+]/g, '')}`}>
                {item.content}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="col-sm-6 col-lg-4">
        <Heading className="h6 text-uppercase">{t('footer.emails')}</Heading>
        <ul className="list-unstyled mb-0">
          {(contact?.email ?? []).map((item) => (
            <li key={item.id}>
              <a className={linkClass} href={`mailto:${item.content}`}>
                {item.content}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="col-lg-4">
        <Heading className="h6 text-uppercase">{t('footer.address')}</Heading>
        {(contact?.adres ?? []).map((item) => (
          <div key={item.id} className="mb-2">
            <strong className="d-block">{item.name}</strong>
            <WhenNear>
              <SafeHtml html={item.content} />
            </WhenNear>
          </div>
        ))}
      </section>
    </div>
  );
}

export function SocialLinks({ light = false }: { light?: boolean }) {
  const { data: social = [] } = useSocialMediaQuery();
  return (
    <ul className="list-inline mb-0">
      {social.map((item) => (
        <li className="list-inline-item" key={item.id}>
          <a
            className={`${light ? 'link-light' : 'link-dark'} fs-4`}
            href={item.uri}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={item.name}
          >
            <SocialIcon name={item.icon_name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
