import { Link } from 'react-router-dom';
import { notFoundTexts } from './notFoundTexts';

/** /404: SPEC.md §2 wants the not-found text in Turkish, with a link back home. */
export function NotFoundPage() {
  return (
    <section className="container py-5 text-center" lang="tr" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="display-6">
        {notFoundTexts.title}
      </h1>
      <p className="lead">{notFoundTexts.text}</p>
      <Link className="btn btn-primary" to="/">
        {notFoundTexts.home}
      </Link>
    </section>
  );
}
