/**
 * While `dirty`, leaving the form asks first:
 * - links inside the app get a confirmation dialog where they are clicked;
 * - the browser's Back button gets the same dialog: a second history entry of the same address is pushed while
 *   the form has changes, so Back first lands on the form again, where the dialog asks; staying pushes the entry
 *   again, leaving goes on back;
 * - closing or reloading the tab gets the browser's own prompt.
 * (The app runs in a BrowserRouter, where react-router's useBlocker is not available.) One guard for every staff
 * form of every remote, with the staff's Turkish texts.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';

const t = staffTexts('unsavedChanges', {
  title: 'Kaydedilmemiş değişiklikler',
  text: 'Sayfadan ayrılırsanız yaptığınız değişiklikler kaybolacak.',
  confirm: 'Ayrıl',
  cancel: 'Sayfada Kal',
});

/** Marks the history entry the guard pushed in front of the form's own. */
const GUARD_MARK = 'vitrinUnsavedGuard';

const onGuardEntry = (): boolean => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_MARK]);

function pushGuardEntry(): void {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.pushState({ ...state, [GUARD_MARK]: true }, '', window.location.href);
}

const askToLeave = () =>
  confirmDialog({
    title: t('title'),
    text: t('text'),
    confirmText: t('confirm'),
    cancelText: t('cancel'),
  });

/**
 * The Back-button part is one for the page however many forms on it have changes (the home editor has two upload
 * forms): one guard entry, one question.
 */
let dirtyForms = 0;
let leaving = false;
/**
 * The guard's own step back (dropping its entry) is on its way. A form that is sent lets go of the guard and, when
 * the server or its checks refuse the values, takes it again at once: the step back then lands after the guard was
 * taken again, and must not read as the visitor pressing Back (it once opened "Kaydedilmemiş değişiklikler" on a
 * refused save, with "Ayrıl" ready to throw the edits away).
 */
let dropping = false;

function onPopState(): void {
  if (dropping) {
    dropping = false;
    // Taken again meanwhile: the guard's entry comes back; else the guard is done.
    if (dirtyForms > 0) pushGuardEntry();
    else window.removeEventListener('popstate', onPopState);
    return;
  }
  if (leaving || onGuardEntry()) return;
  // Back has left the guard's entry: the form's own entry is showing, with the changes still on screen.
  void askToLeave().then((leave) => {
    if (leave) {
      leaving = true;
      window.history.back();
    } else pushGuardEntry();
  });
}

function holdBackButton(): void {
  if (dirtyForms++ > 0) return;
  leaving = false;
  window.addEventListener('popstate', onPopState);
  // While the guard's step back is on its way, the entry is put back when it lands (onPopState).
  if (!dropping && !onGuardEntry()) pushGuardEntry();
}

function releaseBackButton(): void {
  if (--dirtyForms > 0) return;
  // Saved (or undone): the guard's entry goes, so Back leaves the form in one step again. The listener stays until
  // that step has landed.
  if (!leaving && !dropping && onGuardEntry()) {
    dropping = true;
    window.history.back();
    return;
  }
  if (!dropping) window.removeEventListener('popstate', onPopState);
}

export function useUnsavedChangesGuard(dirty: boolean): void {
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return undefined;
    holdBackButton();
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
      void askToLeave().then((leave) => {
        if (!leave) return;
        leaving = true;
        // The new page takes the guard's entry, so Back from it comes to the form once, not twice.
        navigate(`${url.pathname}${url.search}${url.hash}`, { replace: onGuardEntry() });
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      releaseBackButton();
    };
  }, [dirty, navigate]);
}
