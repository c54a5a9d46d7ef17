import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

/** The login-locks screen's Turkish texts (namespace `loginLocks`). */
export const loginLocksText = staffTexts('loginLocks', {
  title: 'Giriş Kilitleri',
  empty: 'Kilitli adres ya da yavaşlatılmış hesap yok.',
  loadError: 'Kilitler yüklenemedi.',
  kind: 'Tür',
  who: 'Hesap / Adres',
  failures: 'Hatalı deneme',
  until: 'Kendiliğinden biter',
  actions: 'İşlemler',
  lift: '{{who}} kilidini kaldır',
  lifted: 'Kilit kaldırıldı',
  kinds: { address: 'Adres kilidi', account_address: 'Hesap + adres kilidi', account: 'Hesap yavaşlatıldı' },
  minutes: '{{count}} dk',
});
