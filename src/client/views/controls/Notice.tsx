import { useEffect, useState } from 'react';
import { useLocation } from '../../deck/router/router.tsx';
import { dismissNotice, useLatestNotice } from '../../deck/ui/notices.ts';
import './controls.css';

/**
 * A short message: one passed through navigation state (e.g. why a bad URL went to another slide),
 * or one the page raised without navigating (notices.ts, e.g. a browser without fullscreen).
 */
export function Notice() {
  const location = useLocation();
  const message = (location.state as { notice?: string } | null)?.notice;
  // Each navigation has its own key; a dismissed (or timed-out) notice stays gone for that navigation only.
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const routed = dismissedKey === location.key ? undefined : message;
  const raised = useLatestNotice();

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setDismissedKey(location.key), 6000);
    return () => clearTimeout(timer);
  }, [message, location.key]);

  useEffect(() => {
    if (!raised) return;
    const timer = setTimeout(() => dismissNotice(raised.serial), 6000);
    return () => clearTimeout(timer);
  }, [raised]);

  const shown = raised?.text ?? routed;
  const dismiss = () => (raised ? dismissNotice(raised.serial) : setDismissedKey(location.key));
  return (
    <div className="notice-region" role="status" aria-live="polite">
      {shown && (
        <div className="notice">
          <span>{shown}</span>
          <button type="button" className="notice-close" aria-label="Dismiss message" onClick={dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
