/** The company's phones, e-mails, addresses and social links: footer, contact page and contact modal. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFacts } from '@vitrin/shared-libs/ssr/serverPage';
import type * as SocialIconModule from '@vitrin/shared-libs/ui/SocialIcon';
import { htmlToLines } from '@vitrin/shared-libs/utils/richText';
import { useContactInformationQuery, useSocialMediaQuery } from '../api/getSiteContact';

// The social icons (the eleven networks' drawings, 3.5 KB gzipped) load when the links come near the screen too;
// until then each link holds an empty box of the icon's size.
type SocialModule = typeof SocialIconModule;
let socialModule: Promise<SocialModule> | undefined;
const loadSocialIcons = () => (socialModule ??= import('@vitrin/shared-libs/ui/SocialIcon'));

/**
 * Whether the element has come within 200 px of the viewport (at once without IntersectionObserver). Decided
 * after mounting, never while rendering: a server render and the first client render must agree.
 */
function useNear(ref: RefObject<HTMLElement | null>): boolean {
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
  }, [near, ref]);
  return near;
}

/**
 * `narrow`: in a narrow column (the contact page's side, the contact modal) phones and e-mails share a row and
 * the address takes the next one, instead of three squeezed columns.
 */
export function ContactDetails({
  light = false,
  headingLevel = 3,
  narrow = false,
}: {
  light?: boolean;
  headingLevel?: 2 | 3;
  narrow?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { data: contact } = useContactInformationQuery(i18n.language);
  // On the server, the page's Organization (JSON-LD) is these details (docs/architecture.md, "What the head says").
  useServerFacts({ contact });
  const linkClass = light ? 'link-light' : undefined;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const column = narrow ? 'col-sm-6' : 'col-sm-6 col-lg-4';
  return (
    <div className="row gy-3">
      <section className={column}>
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
      <section className={`${column} text-break`}>
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
      <section className={narrow ? 'col-12' : 'col-lg-4'}>
        <Heading className="h6 text-uppercase">{t('footer.address')}</Heading>
        {/* An address is stored as rich text; it is shown as its lines (rendered on the server, readable without
            script, no sanitizer to load). */}
        {(contact?.adres ?? []).map((item) => (
          <address key={item.id} className="mb-2">
            <strong className="d-block">{item.name}</strong>
            {htmlToLines(item.content).map((line, index) => (
              <span key={index} className="d-block">
                {line}
              </span>
            ))}
          </address>
        ))}
      </section>
    </div>
  );
}

export function SocialLinks({ light = false }: { light?: boolean }) {
  const { data } = useSocialMediaQuery();
  const social = data ?? [];
  useServerFacts({ social: data });
  const ref = useRef<HTMLUListElement>(null);
  const near = useNear(ref);
  const [icons, setIcons] = useState<SocialModule | null>(null);
  useEffect(() => {
    if (!near || icons) return undefined;
    let current = true;
    void loadSocialIcons().then((module) => current && setIcons(module));
    return () => {
      current = false;
    };
  }, [near, icons]);
  return (
    <ul className="list-inline mb-0" ref={ref}>
      {social.map((item) => (
        <li className="list-inline-item" key={item.id}>
          <a
            className={`${light ? 'link-light' : 'link-dark'} fs-4`}
            href={item.uri}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={item.name}
          >
            {icons ? <icons.SocialIcon name={item.icon_name} /> : <span className="social-icon-box" aria-hidden="true" />}
          </a>
        </li>
      ))}
    </ul>
  );
}
