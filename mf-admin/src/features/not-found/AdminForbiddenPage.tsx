import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { Link } from 'react-router-dom';
import { adminText } from '../../i18n/adminTexts';

/** Shown on an admin route the signed-in role group may not open (the server refuses its calls too). */
export function AdminForbiddenPage() {
  return (
    <section className="text-center py-5" aria-labelledby="admin-forbidden-title">
      <h1 id="admin-forbidden-title" className="h3">
        {adminText('forbidden.title')}
      </h1>
      <p>{adminText('forbidden.text')}</p>
      <Link className="btn btn-primary" to={adminHref('dashboard')}>
        {adminText('notFound.back')}
      </Link>
    </section>
  );
}
