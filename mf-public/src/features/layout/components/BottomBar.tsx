/**
 * The fixed bottom bar: how far the page is scrolled, and a chat button opening the contact modal. Only the progress
 * line and the button take room: the rest of the bar lets the page show (and be clicked) through it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteIcon } from '../../../components/SiteIcon';

function scrolledPercent(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.round((window.scrollY / max) * 100) : 0;
}

export function BottomBar({ onOpenChat }: { onOpenChat: () => void }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const update = () => setPercent(scrolledPercent());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <div className="fixed-bottom pe-none">
      <div
        className="progress rounded-0"
        style={{ height: 4 }}
        role="progressbar"
        aria-label={t('layout.scroll_progress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="container d-flex justify-content-end py-2">
        <button
          type="button"
          className="btn btn-primary btn-sm d-flex align-items-center gap-2 shadow pe-auto"
          onClick={onOpenChat}
        >
          <SiteIcon name="chat" />
          {t('layout.chat')}
        </button>
      </div>
    </div>
  );
}
