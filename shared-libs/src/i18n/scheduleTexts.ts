/** Scheduled publishing's staff texts (docs/architecture.md, "Scheduled publishing"), shared by every scheduled form and list. */
import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';

export const scheduleText = staffTexts('schedule', {
  legend: 'Yayın planı',
  publishAt: 'Yayın tarihi',
  unpublishAt: 'Yayından kaldırma tarihi',
  hint: 'Boş bırakılırsa hemen yayında kalır. Saatler sitenin saat dilimindedir: {{zone}}.',
  hintNew: 'Boş bırakılırsa hemen yayında kalır. Saatler sitenin saat dilimindedir (Ayarlar → Site ayarları).',
  unpublishHint: 'Boş bırakılırsa yayından kalkmaz.',
  planned: 'Planlandı',
  plannedAt: 'Planlandı: {{at}}',
  ended: 'Yayından kalktı',
  filter: 'Yayın planı',
  filterPlanned: 'Planlanmış',
  plannedNote: 'Ziyaretçiler bu kaydı yayın tarihinden önce göremez; herkese açık sayfası o zamana dek bulunamadı der.',
  endedNote: 'Yayından kaldırma tarihi geçti: ziyaretçiler bu kaydı artık göremez.',
  plannedPreviewNote: '“Sitede önizle” kaydedilmiş halini, yayın zamanındaki site içinde yalnız size gösterir.',
  endedPreviewNote: '“Sitede önizle” kaydedilmiş halini, yayından kalkmadan önceki site içinde yalnız size gösterir.',
  sitePreview: 'Sitede önizle',
  newTab: '(yeni sekmede açılır)',
  atPublishTime: '(yayın zamanındaki haliyle, yeni sekmede açılır)',
  atLastShown: '(yayından kalkmadan önceki haliyle, yeni sekmede açılır)',
  openPreview: 'Önizlemeyi aç',
});
