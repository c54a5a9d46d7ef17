/** The admin store's empty api slice: mf-auth, mf-admin and mf-catalogue/admin inject their endpoints. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery, unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Language } from '@vitrin/shared-libs/types/api';
import type { AdminLanguage } from '@vitrin/shared-libs/types/settings';
import type { TranslationKind } from '@vitrin/shared-libs/registry/translations';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { MissingTranslation, TranslationSummary } from '@vitrin/shared-libs/types/translations';
import type { SitePreviewKind, SitePreviewLink } from '@vitrin/shared-libs/types/schedule';

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Session',
    'Dashboard',
    'Category',
    'Product',
    'Content',
    'Media',
    'Message',
    'Order',
    'Contract',
    'Settings',
    'User',
    'Language',
    'PageMeta',
    'Support',
  ],
  endpoints: (build) => ({
    /**
     * GET /api/admin/languages: every language, active or not, with its missing texts — the one language list
     * of the staff screens' per-language forms (the public store's list holds only the active ones).
     */
    adminLanguages: build.query<AdminLanguage[], void>({
      query: () => '/api/admin/languages',
      transformResponse: unwrapData<AdminLanguage[]>,
      providesTags: [{ type: 'Language', id: 'LIST' }],
    }),
    /**
     * GET /api/pages/all-languages through the admin store: the active languages, the tabs of the content and
     * catalogue editors (what the public site shows).
     */
    activeLanguages: build.query<Language[], void>({
      query: () => '/api/pages/all-languages',
      transformResponse: unwrapData<Language[]>,
      providesTags: ['Language'],
    }),
    /**
     * GET /api/admin/translations: each language but the default with its missing texts per kind (the translation
     * report, the dashboard, the language list and the lists' "Çevirisi eksik" filter). Read afresh on each
     * screen that shows it, so a text just written is no longer counted.
     */
    translationSummaries: build.query<TranslationSummary[], void>({
      query: () => '/api/admin/translations',
      transformResponse: unwrapData<TranslationSummary[]>,
      keepUnusedDataFor: 0,
    }),
    /** GET /api/admin/translations/{abbr}?kind=: the records of one kind missing texts in a language, a page of them. */
    missingTranslations: build.query<
      Paged<MissingTranslation>,
      { abbr: string; kind: TranslationKind; page: number; per_page?: number }
    >({
      query: ({ abbr, ...params }) => ({ url: `/api/admin/translations/${abbr}`, params }),
      transformResponse: unwrapData<Paged<MissingTranslation>>,
      keepUnusedDataFor: 0,
    }),
    /**
     * POST /api/admin/site-preview/{kind}/{id} ("Sitede önizle", docs/architecture.md "Staff preview"): a short-lived
     * link to a planned or ended record's public page as it will show (or showed), for the product, media and page
     * editors alike.
     */
    sitePreviewLink: build.mutation<SitePreviewLink, { kind: SitePreviewKind; id: number | string }>({
      query: ({ kind, id }) => ({ url: `/api/admin/site-preview/${kind}/${encodeURIComponent(String(id))}`, method: 'POST' }),
      transformResponse: unwrapData<SitePreviewLink>,
    }),
  }),
});

export const {
  useAdminLanguagesQuery,
  useActiveLanguagesQuery,
  useTranslationSummariesQuery,
  useMissingTranslationsQuery,
  useSitePreviewLinkMutation,
} = adminApi;
