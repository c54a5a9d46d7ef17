import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

/** The mail screens' Turkish texts (namespace `mail`): "E-posta Ayarları" and "E-posta Kayıtları". */
export const mailText = staffTexts('mail', {
  settingsTitle: 'E-posta Ayarları',
  settingsIntro:
    'Siteden gelen her kayıt türü için bildirim e-postasının gideceği adresler. Her türe en az bir adres giriniz; seçilmemiş türler ilk Süper Yönetici’ye gider. E-posta metinleri Diller ekranındaki “mail” bölümünden düzenlenir.',
  off: 'E-posta gönderimi kapalı: sunucuda SMTP_URL ayarı yok. E-postalar kuyrukta bekler ve ayar yapıldığında gönderilir.',
  on: 'E-posta gönderimi açık. Gönderen: {{from}}',
  recipients: 'Alıcılar (her satıra bir adres)',
  defaultNote: 'Henüz seçilmedi: ilk Süper Yönetici',
  save: 'Kaydet',
  saved: 'Kaydedildi',
  loadError: 'E-posta ayarları yüklenemedi.',
  logTitle: 'E-posta Kayıtları',
  logIntro: 'Gönderilen, bekleyen ve gönderilemeyen tüm e-postalar. Gönderilemeyen bir e-postayı yeniden gönderebilirsiniz.',
  logError: 'E-posta kayıtları yüklenemedi.',
  empty: 'Henüz e-posta yok.',
  caption: 'E-postalar',
  filter: 'Durum',
  all: 'Tümü',
  columns: {
    created: 'Tarih',
    kind: 'Tür',
    to: 'Alıcı',
    subject: 'Konu',
    status: 'Durum',
    attempts: 'Deneme',
    lastError: 'Son hata',
    actions: 'İşlemler',
  },
  statuses: { pending: 'Bekliyor', sending: 'Gönderiliyor', sent: 'Gönderildi', failed: 'Gönderilemedi' },
  audiences: { staff: 'Personel', visitor: 'Ziyaretçi' },
  passwordReset: 'Şifre Yenileme',
  releaseStopped: 'Kademeli yayın durduruldu',
  resend: 'Yeniden gönder',
  resent: 'Yeniden gönderilmek üzere sıraya alındı',
  nextAttempt: 'Sonraki deneme: {{when}}',
});
