/** The not-found page speaks Turkish in every language (SPEC.md §2). */
export const notFoundTexts = {
  title: '404 — Sayfa Bulunamadı',
  text: 'Aradığınız sayfa bulunamadı.',
  home: 'Ana Sayfaya Dön',
} as const;
