import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

/** Two-factor sign-in's Turkish texts (namespace `twoFactor`), shared by the login screen and the profile. */
export const twoFactorText = staffTexts('twoFactor', {
  code: 'Doğrulama kodu',
  codeHint: 'Doğrulama uygulamasındaki 6 haneli kod ya da kurtarma kodlarınızdan biri.',
  scan: 'Doğrulama uygulamanızla (Google Authenticator, Microsoft Authenticator, Authy…) bu QR kodunu okutun.',
  qrAlt: 'Doğrulama uygulaması için QR kodu',
  secret: 'QR kodunu okutamıyorsanız bu anahtarı uygulamaya elle girin:',
  confirmHint: 'Sonra uygulamanın gösterdiği 6 haneli kodu yazın.',
  recoveryTitle: 'Kurtarma kodlarınız',
  recoveryIntro:
    'Telefonunuza erişemezseniz bu kodlardan biriyle giriş yapabilirsiniz. Her kod bir kez kullanılır. Kodlar bir daha gösterilmeyecek: şimdi güvenli bir yere kaydedin.',
  recoveryList: 'Kurtarma kodları',
});
