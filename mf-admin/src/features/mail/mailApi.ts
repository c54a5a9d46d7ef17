import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { MailKind, MailLogEntry, MailSettings, MailStatus } from '@vitrin/shared-libs/types/mail';

/** GET/PUT /api/admin/mail/settings, GET /api/admin/mail/log, POST /api/admin/mail/log/{id}/resend (docs/api.md). */
const mailApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    mailSettings: build.query<MailSettings, void>({
      query: () => ({ url: '/api/admin/mail/settings' }),
      transformResponse: unwrapData<MailSettings>,
    }),
    saveMailSettings: build.mutation<MailSettings, { recipients: Record<MailKind, string[]> }>({
      query: (body) => ({ url: '/api/admin/mail/settings', method: 'PUT', data: body }),
      transformResponse: unwrapData<MailSettings>,
    }),
    mailLog: build.query<Paged<MailLogEntry>, { page: number; status: MailStatus | '' }>({
      query: (params) => ({ url: '/api/admin/mail/log', params }),
      transformResponse: unwrapData<Paged<MailLogEntry>>,
    }),
    resendMail: build.mutation<null, number>({
      query: (id) => ({ url: `/api/admin/mail/log/${id}/resend`, method: 'POST' }),
    }),
  }),
});

export const { useMailSettingsQuery, useSaveMailSettingsMutation, useMailLogQuery, useResendMailMutation } = mailApi;
