import { http } from '@vitrin/shared-libs/api/http';

/** The CV comes through the staff-only route with the bearer token, so it is fetched and saved from memory. */
export async function downloadCv(id: number, fileName: string): Promise<void> {
  const response = await http.get<Blob>(`/api/admin/human-resources/${id}/cv`, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
