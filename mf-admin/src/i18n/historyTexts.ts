import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

/** "Geçmiş" (namespace `history`): a record's versions, their comparison and "Bu sürüme dön". */
export const historyText = staffTexts('history', {
  title: 'Geçmiş',
  intro:
    'Bu kaydın sürümleri, en yenisi üstte: kim, ne zaman, neyi değiştirdi. İki sürümü karşılaştırabilir, eski bir sürüme dönebilirsiniz.',
  loading: 'Geçmiş yükleniyor…',
  loadError: 'Geçmiş yüklenemedi.',
  empty: 'Bu kaydın henüz kayıtlı bir değişikliği yok.',
  deleted: 'Bu kayıt silinmiş. Silinmeden önceki bir sürüme dönerek eski adresinde geri yükleyebilirsiniz.',
  caption: 'Sürümler',
  columns: { time: 'Zaman', user: 'Kullanıcı', action: 'İşlem', fields: 'Değişen alanlar', restore: 'Geri dön' },
  current: 'Şimdiki sürüm',
  restore: 'Bu sürüme dön',
  restoreLabel: 'Bu sürüme dön ({{time}})',
  confirmTitle: 'Bu sürüme dönülsün mü?',
  confirmText: 'Kayıt bu sürümdeki hâline döner; şimdiki hâli geçmişte kalır. Bu da yeni bir sürüm olarak kaydedilir.',
  confirmYes: 'Evet, geri dön',
  cancel: 'İptal',
  restored: 'Sürüm geri yüklendi',
  compare: {
    title: 'İki sürümü karşılaştır',
    from: 'Eski sürüm',
    to: 'Yeni sürüm',
    submit: 'Karşılaştır',
    same: 'Bu iki sürüm arasında fark yok.',
    caption: 'Sürümler arasındaki farklar',
  },
  version: '{{time}} — {{user}} — {{action}}',
  back: 'Geri',
  restoreDeleted: 'Geri yükle',
  restoreDeletedTitle: 'Silinen kayıt geri yüklensin mi?',
  restoreDeletedText: 'Kayıt, metinleri ve listeleriyle eski numarası ve adresinde geri yüklenir.',
  restoreDeletedYes: 'Evet, geri yükle',
  restoredDeleted: 'Kayıt geri yüklendi',
});
