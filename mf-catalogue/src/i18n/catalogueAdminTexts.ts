import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

/** mf_catalogue/admin's Turkish texts (namespace `catalogueAdmin`). */
export const t = staffTexts('catalogueAdmin', {
  loading: 'Yükleniyor…',
  categories: {
    category: 'Kategori',
    seoName: 'SEO Adı',
    subCategories: 'Alt Kategoriler',
  },
});
