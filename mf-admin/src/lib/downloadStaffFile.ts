import { http } from '@vitrin/shared-libs/api/http';

/**
 * A staff-only file (a CV, a support attachment) comes through an admin route with the bearer token, so it is
 * fetched and saved from memory rather than linked.
 */
export async function downloadStaffFile(url: string, fileName: string): Promise<void> {
  const response = await http.get<Blob>(url, { responseType: 'blob' });
  const objectUrl = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
