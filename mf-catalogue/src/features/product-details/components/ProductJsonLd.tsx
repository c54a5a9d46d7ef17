/** Schema.org Product in the page (name, sku, mpn, brand, image) for search engines. */
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';

export function ProductJsonLd({ product, name, description }: { product: ProductDetail; name: string; description: string }) {
  const { brand, siteUrl } = getRuntimeConfig();
  const { pathname } = useLocation();
  const images = product.files.filter((f) => f.gallery_type === 'image' && f.image).map((f) => new URL(f.url, siteUrl).href);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: product.code,
    mpn: product.code,
    ...(description ? { description } : {}),
    brand: { '@type': 'Brand', name: brand.companyNameEn || brand.companyName },
    ...(images.length > 0 ? { image: images } : {}),
    url: new URL(pathname, siteUrl).href,
  };
  // JSON inside <script>: "<" escaped so no text can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
