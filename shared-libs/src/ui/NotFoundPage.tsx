import { Link } from 'react-router-dom';
import { useServerStatus } from '@vitrin/shared-libs/ssr/serverPage';

/** The not-found page speaks Turkish in every language. */
const notFoundTexts = {
  title: '404 — Sayfa Bulunamadı',
  text: 'Aradığınız sayfa bulunamadı.',
  home: 'Ana Sayfaya Dön',
} as const;

/** Whether a failed query failed because the item does not exist. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * /404, unknown paths and every unknown item (product, category, list, news, media, contract): the not-found
 * text in Turkish, with a link back home. A server render of it answers 404.
 */
export function NotFoundPage() {
  useServerStatus(404);
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
