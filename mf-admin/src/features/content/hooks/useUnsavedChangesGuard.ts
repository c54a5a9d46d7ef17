/**
 * While `dirty`, leaving the form asks first: links inside the app get a confirmation dialog, and closing or
 * reloading the tab gets the browser's own prompt. (The app runs in a BrowserRouter, where react-router's
 * useBlocker is not available, so in-app links are caught where they are clicked.)
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { ct } from '../../../i18n/contentTexts';

export function useUnsavedChangesGuard(dirty: boolean): void {
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDialog({
        title: ct('leaveTitle'),
        text: ct('leaveText'),
        confirmText: ct('leaveConfirm'),
        cancelText: ct('leaveCancel'),
      }).then((leave) => {
        if (leave) navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);
}
