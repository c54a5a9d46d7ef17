import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

/** The release screen's Turkish texts (namespace `releases`). */
export const releasesText = staffTexts('releases', {
  title: 'Sürümler',
  intro:
    'Her uygulamanın sitede sunulan sürümü. Yeni bir adres önce uyumluluk denetiminden geçer; geçemeyen sürüm reddedilir ve son çalışan sürüm sunulmaya devam eder.',
  loadError: 'Sürümler yüklenemedi.',
  address: 'Sürüm adresi (mf-manifest.json)',
  serving: 'Sunulan adres',
  source: 'Kaynak',
  setting: 'Sunucu ayarı (MF_*_URL)',
  changedBy: '{{who}}, {{when}}',
  switch: 'Bu sürüme geç',
  preview: 'Önizleme bağlantısı al',
  previewLink: 'Önizleme bağlantısı',
  previewOpen: 'Önizlemeyi aç',
  previewNote:
    'Bağlantıyı açan tarayıcı bu sürümü {{until}} saatine kadar görür; diğer ziyaretçiler sunulan sürümü görmeye devam eder.',
  switched: 'Sürüm değiştirildi',
  refused: 'Sürüm reddedildi',
  history: 'Geçmiş',
  noHistory: 'Henüz değişiklik yok.',
  statuses: { serving: 'Sunuldu', refused: 'Reddedildi', builtin: 'Yerleşik' },
  version: 'Sürüm',
  noVersion: 'Okunamadı',
  revert: 'Geri dön',
  revertTo: 'Geri dön: {{url}}',
  names: { mf_public: 'Genel site', mf_auth: 'Giriş ekranı', mf_admin: 'Yönetim paneli', mf_catalogue: 'Katalog' },
});
