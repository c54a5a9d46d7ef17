/**
 * The way up from a catalogue page: Home › section › category › … (docs/design.md, "Breadcrumbs"). On the server
 * the trail goes to the page's head too: its BreadcrumbList is the trail shown (docs/architecture.md, "What the head
 * says").
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServerFacts } from '@vitrin/shared-libs/ssr/serverPage';

export interface Crumb {
  label: string;
  /** Where the step leads; the last step (this page) has none. */
  to?: string;
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const steps: Crumb[] = [{ label: t('navbar.home'), to: '/' }, ...trail];
  useServerFacts({ trail: steps });
  return (
    <nav aria-label={t('layout.breadcrumb')} className="mb-3 small">
      <ol className="breadcrumb mb-0">
        {steps.map((step, index) =>
          step.to && index < steps.length - 1 ? (
            <li className="breadcrumb-item" key={`${index}-${step.to}`}>
              <Link to={step.to}>{step.label}</Link>
            </li>
          ) : (
            <li className="breadcrumb-item active" aria-current="page" key={`${index}-here`}>
              {step.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
