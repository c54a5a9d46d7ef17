import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { Link } from 'react-router-dom';
import { adminText } from '../../i18n/adminTexts';

export function AdminNotFoundPage() {
  return (
    <section className="text-center py-5" aria-labelledby="admin-not-found-title">
      <h1 id="admin-not-found-title" className="h3">
        {adminText('notFound.title')}
      </h1>
      <p>{adminText('notFound.text')}</p>
      <Link className="btn btn-primary" to={adminHref('dashboard')}>
        {adminText('notFound.back')}
      </Link>
    </section>
  );
}
