import { downloadStaffFile } from '../../../lib/downloadStaffFile';

/** An application's CV, through the staff-only route. */
export const downloadCv = (id: number, fileName: string): Promise<boolean> =>
  downloadStaffFile(`/api/admin/human-resources/${id}/cv`, fileName);
