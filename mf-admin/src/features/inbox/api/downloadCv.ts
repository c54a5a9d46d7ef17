import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { downloadStaffFile } from '@vitrin/shared-libs/api/downloadStaffFile';

/** The CV of a message of an inbox with CVs (an application), through the staff-only route. */
export const downloadCv = (kind: InboxKind, id: number, fileName: string): Promise<boolean> =>
  downloadStaffFile(`/api/admin/${kind}/${id}/cv`, fileName);
