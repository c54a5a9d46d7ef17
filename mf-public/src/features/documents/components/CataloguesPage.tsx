/** /catalogues: each catalogue's cover and its PDF to download. */
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { PageBanner } from '../../../components/PageBanner';
import { QueryState } from '../../../components/QueryState';
import { useCataloguesQuery } from '../api/getDocuments';
import { formatFileSize } from '../utils/fileSize';

export function CataloguesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const catalogues = useCataloguesQuery();
  return (
    <>
      <PageBanner page="catalogues" />
      <div className="container pb-5">
        <QueryState {...catalogues}>
          {(items) =>
            items.length === 0 ? (
              <p>{t('documents.no_items')}</p>
            ) : (
              <ul className="row list-unstyled g-4">
                {items.map((item) => {
                  const title = localized(item, 'title', lang);
                  return (
                    <li className="col-sm-6 col-lg-3" key={item.id}>
                      <article className="card h-100">
                        {item.cover && (
                          <ResponsiveImage
                            image={item.cover}
                            alt=""
                            sizes="(min-width: 992px) 25vw, 50vw"
                            className="card-img-top h-auto"
                          />
                        )}
                        <div className="card-body d-flex flex-column">
                          <h2 className="h6 card-title">{title}</h2>
                          {item.document && (
                            <a
                              className="btn btn-primary mt-auto"
                              href={item.document.url}
                              download={item.document.name}
                              aria-label={t('documents.download_named', {
                                title,
                                size: formatFileSize(item.document.size, lang),
                              })}
                            >
                              {t('documents.download_pdf', { size: formatFileSize(item.document.size, lang) })}
                            </a>
                          )}
                        </div>
                      </article>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryState>
      </div>
    </>
  );
}
