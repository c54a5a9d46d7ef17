import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

/** The login screen's Turkish texts (namespace `auth`); validation messages live with the shared schema. */
export const authText = staffTexts('auth', {
  title: 'Giriş Yap',
  email: 'E-Mail',
  password: 'Şifre',
  showPassword: 'Şifreyi Göster',
  hidePassword: 'Şifreyi Gizle',
  rememberMe: 'Beni Hatırla',
  submit: 'Giriş Yap',
  submitting: 'Giriş Yapılıyor…',
  help: 'Yardım için şirket sitesine gidin',
  success: 'Giriş Yapıldı!',
  redirecting: 'Yönlendiriliyorsunuz...',
  systemError: 'Sistem Hatası',
});
