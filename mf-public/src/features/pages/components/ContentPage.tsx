/** The about-type and quality pages (they share one screen): banner, image and HTML body. */
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { usePageContentQuery } from '../../../api/getPageContent';
import { PageBanner } from '../../../components/PageBanner';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '@vitrin/shared-libs/ui/SafeHtml';

export function ContentPage({ page }: { page: string }) {
  const { i18n } = useTranslation();
  const query = usePageContentQuery(page);
  const lang = i18n.language;
  return (
    <>
      <PageBanner page={page} title={query.data ? localized(query.data, 'title', lang) : undefined} />
      <QueryState {...query}>
        {(content) => (
          <div className="container pb-5">
            <div className="row g-4 g-lg-5">
              <SafeHtml html={localized(content, 'body', lang)} className={content.image ? 'col-lg-7' : 'col-12'} />
              {content.image && (
                <div className="col-lg-5">
                  <ResponsiveImage
                    image={content.image}
                    alt=""
                    sizes="(min-width: 992px) 40vw, 100vw"
                    className="img-fluid rounded"
                  />
                </div>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
