import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServerStatus } from '@vitrin/shared-libs/ssr/serverPage';

/**
 * The not-found page speaks the visitor's language (docs/decisions.md): the product's Turkish text for Turkish,
 * the same page in English for every other language. Its texts live here, not in the language packs, so that it
 * reads the same whether or not a pack could be loaded.
 */
const notFoundTexts = {
  tr: { title: '404 — Sayfa Bulunamadı', text: 'Aradığınız sayfa bulunamadı.', home: 'Ana Sayfaya Dön' },
  en: { title: '404 — Page Not Found', text: 'The page you are looking for was not found.', home: 'Back to the Home Page' },
} as const;

/** Whether a failed query failed because the item does not exist. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * /404, unknown paths and every unknown item (product, category, list, news, media, contract): the not-found
 * text in the visitor's language, with a link back home. A server render of it answers 404.
 */
export function NotFoundPage() {
  useServerStatus(404);
  const { i18n } = useTranslation();
  const lang = i18n?.language === 'tr' ? 'tr' : 'en';
  const texts = notFoundTexts[lang];
  return (
    <section className="container py-5 text-center" lang={lang} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="display-6">
        {texts.title}
      </h1>
      <p className="lead">{texts.text}</p>
      <Link className="btn btn-primary" to="/">
        {texts.home}
      </Link>
    </section>
  );
}
