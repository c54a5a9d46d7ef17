import type { QueryError } from '@vitrin/shared-libs/api/baseQuery';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { authText } from '../i18n/authTexts';

/** The server's own refusal to show, or null for a network failure or a server fault ('Sistem Hatası'). */
export function serverMessage(error: QueryError | undefined): string | null {
  if (!error || error.status === 'NETWORK' || error.status >= 500) return null;
  return error.data.message || null;
}

/** A call that did not succeed: the server's message, else 'Sistem Hatası', for `ms`. */
export function showRefusal(result: { error?: unknown }, ms: number, systemMs = ms): void {
  const message = serverMessage('error' in result ? (result.error as QueryError) : undefined);
  if (message) void showDialog({ icon: 'error', title: message, timer: ms });
  else void showDialog({ icon: 'error', title: authText('systemError'), timer: systemMs });
}
