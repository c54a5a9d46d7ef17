import { localizeDecimals } from '@vitrin/shared-libs/utils/number';
import { slugify } from '@vitrin/shared-libs/utils/slug';
import { isAllowedNumericKey } from '@vitrin/shared-libs/utils/numericKey';
import { formatDate, formatRelativeTime } from '@vitrin/shared-libs/utils/date';
import { getCookie, setCookie } from '@vitrin/shared-libs/utils/cookie';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { htmlToLines, isBlankHtml } from '@vitrin/shared-libs/utils/richText';

describe('slugify', () => {
  it.each([
    ['Yeni Ürün Şöleni', 'yeni-urun-soleni'],
    ['İSTANBUL Işık Çağ Göğüs', 'istanbul-isik-cag-gogus'],
    ['  Air Springs / Körük 4881 NP01 ', 'air-springs-koruk-4881-np01'],
    ['---', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('numeric-key filter', () => {
  it('lets digits and editing keys through and refuses letters', () => {
    expect(isAllowedNumericKey('7', '')).toBe(true);
    expect(isAllowedNumericKey('Backspace', '12')).toBe(true);
    expect(isAllowedNumericKey('a', '')).toBe(false);
  });

  it('allows one dot only when asked', () => {
    expect(isAllowedNumericKey('.', '12')).toBe(false);
    expect(isAllowedNumericKey('.', '12', true)).toBe(true);
    expect(isAllowedNumericKey('.', '1.2', true)).toBe(false);
  });
});

describe('dates', () => {
  it('writes a date in the reader’s language: numeric for staff, spelled out on the public pages', () => {
    const day = new Date(2026, 0, 5, 12);
    expect(formatDate(day)).toBe('05.01.2026');
    expect(formatDate(day, 'en', 'long')).toBe('January 5, 2026');
    expect(formatDate(day, 'tr', 'long')).toBe('5 Ocak 2026');
    expect(formatDate(day, 'de', 'long')).toBe('5. Januar 2026');
  });

  it('reads a date without a time as that calendar day wherever it is read', () => {
    expect(formatDate('2026-03-01', 'en', 'long')).toBe('March 1, 2026');
  });

  it('shows seconds, minutes, hours ago in the reader’s language, then the date', () => {
    const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
    expect(formatRelativeTime(now - 30_000, 'tr', now)).toBe('30 saniye önce');
    expect(formatRelativeTime(now - 5 * 60_000, 'tr', now)).toBe('5 dakika önce');
    expect(formatRelativeTime(now - 3 * 3_600_000, 'tr', now)).toBe('3 saat önce');
    expect(formatRelativeTime(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(2026, 10, 20, 9), 'tr', now)).toBe('20.11.2026');
  });
});

describe('cookies', () => {
  it('stores a value for the given number of days and reads it back', () => {
    setCookie('_lang', 'tr', 365);
    expect(getCookie('_lang')).toBe('tr');
    setCookie('_lang', '', -1);
    expect(getCookie('_lang')).toBeNull();
  });
});

describe('localized fields', () => {
  it('reads the current language and falls back to English', () => {
    const category = { name_en: 'Bus', name_tr: 'Otobüs', name_de: null };
    expect(localized(category, 'name', 'tr')).toBe('Otobüs');
    expect(localized(category, 'name', 'de')).toBe('Bus');
  });
});

describe('isBlankHtml', () => {
  it('counts an editor body blank when it holds no text, image, table or rule', () => {
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p> </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>Metin</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/uploads/a.webp"></p>')).toBe(false);
    expect(isBlankHtml('<table><tbody><tr><td></td></tr></tbody></table>')).toBe(false);
    expect(isBlankHtml('<hr>')).toBe(false);
  });
});

describe('localizeDecimals', () => {
  it('writes a decimal comma for Turkish and keeps the point for English', () => {
    expect(localizeDecimals('6.2', 'tr')).toBe('6,2');
    expect(localizeDecimals('390-420.5', 'tr')).toBe('390-420,5');
    expect(localizeDecimals('6.2', 'en')).toBe('6.2');
    expect(localizeDecimals('W01-358', 'tr')).toBe('W01-358');
  });
});

describe('htmlToLines', () => {
  test('an address as its lines: paragraphs and breaks part them, tags go, characters are decoded', () => {
    expect(
      htmlToLines('<p>İkitelli OSB, 4. Cadde No: 12<br>34490 Başakşehir / İstanbul</p><p>Ar&amp;Ge &#x130;&#39;s&nbsp;ofis</p>'),
    ).toEqual(['İkitelli OSB, 4. Cadde No: 12', '34490 Başakşehir / İstanbul', "Ar&Ge İ's ofis"]);
    expect(htmlToLines('<p></p><p>  </p>')).toEqual([]);
    expect(htmlToLines(null)).toEqual([]);
    // A tag's text is never markup again: what was escaped stays text.
    expect(htmlToLines('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual(['<script>alert(1)</script>']);
  });
});
