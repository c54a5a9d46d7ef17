/**
 * "Sitede önizle" on a record's editor (docs/architecture.md, "Staff preview"). A record that shows opens its public
 * page as any link does. A planned or ended one asks the server for a short-lived preview link and opens it in a new
 * tab: that browser then sees the site as visitors will at the record's time, under a bar with "Önizlemeden çık".
 * The tab is opened on the click itself, before the answer, so no pop-up blocker stops it; where one did all the
 * same, the link is shown to follow by hand.
 */
import { useState } from 'react';
import { useSitePreviewLinkMutation } from '@vitrin/shared-libs/api/adminApi';
import { scheduleText } from '@vitrin/shared-libs/i18n/scheduleTexts';
import { showFailure } from '@vitrin/shared-libs/ui/outcome';
import type { ScheduleState, SitePreviewKind } from '@vitrin/shared-libs/types/schedule';

export function SitePreview({
  kind,
  id,
  path,
  state,
  className = 'btn btn-outline-dark btn-sm',
}: {
  kind: SitePreviewKind;
  /** The record's id (a content page: its key). */
  id: number | string;
  /** The record's public address. */
  path: string;
  state: ScheduleState | null | undefined;
  className?: string;
}) {
  const [ask, { isLoading }] = useSitePreviewLinkMutation();
  const [blocked, setBlocked] = useState<string | null>(null);

  if (!state) {
    return (
      <a className={className} href={path} target="_blank" rel="noreferrer">
        {scheduleText('sitePreview')} <span className="visually-hidden">{scheduleText('newTab')}</span>
      </a>
    );
  }

  const open = async () => {
    setBlocked(null);
    const tab = window.open('', '_blank');
    const result = await ask({ kind, id });
    if (!('data' in result) || !result.data) {
      tab?.close();
      await showFailure(result.error);
      return;
    }
    if (!tab || tab.closed) {
      setBlocked(result.data.link);
      return;
    }
    tab.opener = null;
    tab.location.replace(result.data.link);
  };

  return (
    <>
      <button type="button" className={className} disabled={isLoading} onClick={() => void open()}>
        {scheduleText('sitePreview')}{' '}
        <span className="visually-hidden">{scheduleText(state === 'planned' ? 'atPublishTime' : 'atLastShown')}</span>
      </button>
      {blocked && (
        <a className="btn btn-link btn-sm" href={blocked} target="_blank" rel="noreferrer">
          {scheduleText('openPreview')}
        </a>
      )}
    </>
  );
}
