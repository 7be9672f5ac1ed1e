import { useEffect, useState } from 'react';
import { useLocation } from '../router/router.tsx';
import './controls.css';

/** A short message passed through navigation state, e.g. why a bad URL went to another slide. */
export function Notice() {
  const location = useLocation();
  const message = (location.state as { notice?: string } | null)?.notice;
  // Each navigation has its own key; a dismissed (or timed-out) notice stays gone for that navigation only.
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const shown = dismissedKey === location.key ? undefined : message;

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setDismissedKey(location.key), 6000);
    return () => clearTimeout(timer);
  }, [message, location.key]);

  return (
    <div className="notice-region" role="status" aria-live="polite">
      {shown && (
        <div className="notice">
          <span>{shown}</span>
          <button type="button" className="notice-close" aria-label="Dismiss message" onClick={() => setDismissedKey(location.key)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
