/** /certificates: the page's text, then every certificate (image, or a PDF to download). */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { usePageContentQuery } from '../../../api/getPageContent';
import { PageBanner } from '../../../components/PageBanner';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '@vitrin/shared-libs/ui/SafeHtml';
import { useCertificatesQuery } from '../api/getDocuments';
import { formatFileSize } from '../utils/fileSize';
import { ImageLightbox } from '../../../components/ImageLightbox';

export function CertificatesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const content = usePageContentQuery('certificates');
  const certificates = useCertificatesQuery();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <PageBanner page="certificates" title={content.data ? localized(content.data, 'title', lang) : undefined} />
      <div className="container pb-5">
        {content.data && <SafeHtml html={localized(content.data, 'body', lang)} className="mb-4" />}
        <QueryState {...certificates}>
          {(items) => {
            const pictured = items.filter((item) => item.image);
            // The link is the picture itself (without script too); with script it opens the lightbox instead.
            const openLightbox = (event: MouseEvent, id: number) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              setOpen(pictured.findIndex((item) => item.id === id));
            };
            return (
              <>
                <ul className="row list-unstyled g-4">
                  {items.map((item) => {
                    const title = localized(item, 'title', lang);
                    return (
                      <li className="col-6 col-md-3" key={item.id}>
                        <figure className="card h-100 mb-0">
                          {item.image && (
                            <a href={item.image.url} onClick={(event) => openLightbox(event, item.id)}>
                              <ResponsiveImage
                                image={item.image}
                                alt={title}
                                sizes="(min-width: 768px) 25vw, 50vw"
                                className="card-img-top h-auto"
                              />
                            </a>
                          )}
                          <figcaption className="card-body">
                            <span className="fw-semibold d-block">{title}</span>
                            {item.document && (
                              <a
                                className="btn btn-outline-primary btn-sm mt-2"
                                href={item.document.url}
                                download={item.document.name}
                              >
                                {t('documents.download_pdf', { size: formatFileSize(item.document.size, lang) })}
                              </a>
                            )}
                          </figcaption>
                        </figure>
                      </li>
                    );
                  })}
                </ul>
                <ImageLightbox
                  images={pictured.map((item) => item.image!)}
                  title={(index) => (pictured[index] ? localized(pictured[index], 'title', lang) : '')}
                  index={open}
                  onIndex={setOpen}
                />
              </>
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
