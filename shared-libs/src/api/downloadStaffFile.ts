import { http, failedResponse } from '@vitrin/shared-libs/api/http';
import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';
import { showFailure } from '@vitrin/shared-libs/ui/outcome';
import { FAILED } from '@vitrin/shared-libs/validation/messages';

const t = staffTexts('staffDownload', { failed: FAILED, systemHappened: 'Sistem hatası oldu!' });

/** A refusal's body arrives as a Blob (the request asked for one): read its envelope back. */
async function envelopeOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return {};
  }
}

/**
 * A staff-only file (a CV, a support attachment, a catalogue export) comes through an admin route with the bearer token, so it is
 * fetched and saved from memory rather than linked. A failure says so: Başarısız with the server's message, or
 * 'İşlem Başarısız!' / 'Sistem hatası oldu!' when no answer came. Resolves whether the file was saved.
 */
export async function downloadStaffFile(url: string, fileName: string): Promise<boolean> {
  try {
    const response = await http.get<Blob>(url, { responseType: 'blob' });
    const objectUrl = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
    return true;
  } catch (error) {
    const failed = failedResponse(error);
    await showFailure(failed ? { status: failed.status, data: await envelopeOf(failed.data) } : undefined, {
      systemTitle: t('failed'),
      systemText: t('systemHappened'),
    });
    return false;
  }
}
