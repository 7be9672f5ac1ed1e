// "Sign out other sessions": when the presenter password may have leaked (a shared screen, a link
// with ?password= passed around), every other presenter session ends at once, on every node.
import { useEffect, useState } from 'react';
import { Icon } from '../../deck/ui/Icon.tsx';
import { useSession } from '../../live/session.ts';
import { signOutOthers } from './auth.ts';

type Outcome = 'done' | 'failed' | null;

export function SignOutOthers() {
  const shown = useSession()?.passwordRequired ?? false;
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 5000);
    return () => clearTimeout(timer);
  }, [outcome]);
  if (!shown) return null;
  return (
    <div className="sign-out-others">
      <button
        type="button"
        className="icon-button small"
        aria-label="Sign out other sessions"
        title="Sign out other sessions: every other presenter must enter the password again"
        onClick={() => void signOutOthers().then((ok) => setOutcome(ok ? 'done' : 'failed'))}
      >
        <Icon name="signOut" />
      </button>
      <span role="status" className="sign-out-status">
        {outcome === 'done' ? 'Other sessions signed out' : outcome === 'failed' ? 'Could not sign other sessions out' : ''}
      </span>
    </div>
  );
}
