// Lets a viewer into the presenter view only with the presenter password, when the server asks for one:
// from `?password=` or typed at the prompt, or with a pass a presenting device made (`?grant=`, from
// "Present from another device"). A wrong password goes to the audience view of the same slide; a
// login held back (too many attempts) stays at the prompt and says why.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from '../../deck/router/router.tsx';
import { Modal } from '../../deck/ui/Modal.tsx';
import { fetchSession, login, redeemPass, type LoginOutcome } from './auth.ts';
import PresenterView from './PresenterView.tsx';
import './presenter.css';

type Gate = 'checking' | 'prompt' | 'open';

function refuse(navigate: NavigateFunction, no: number): void {
  void navigate(`/${no}`, { replace: true, state: { notice: 'Wrong presenter password; showing the audience view.' } });
}

/** Said under the prompt when the password is held back: the way in that does not need it. */
const HELD_BACK = 'While guesses from elsewhere hold the password back, a device that presents already can let this one in: Present from another device, in its header.';

export default function PresenterGate({ no }: { no: number }) {
  const [gate, setGate] = useState<Gate>('checking');
  const [said, setSaid] = useState<string | null>(null);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryPassword = search.get('password');
  const queryPass = search.get('grant');

  /** In; or to the audience view after a wrong password; or back at the prompt, saying why. */
  const settle = (outcome: LoginOutcome) => {
    if (outcome.ok) return setGate('open');
    if (outcome.wrong && queryPass === null) return refuse(navigate, no);
    setSaid(outcome.wrong ? outcome.message : `${outcome.message}. ${HELD_BACK}`);
    setGate('prompt');
  };

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const session = await fetchSession();
      if (cancelled) return;
      if (!session.passwordRequired || session.authorized) return setGate('open');
      if (queryPass !== null) {
        const outcome = await redeemPass(queryPass);
        // The pass is spent: it leaves the address (and the history).
        if (!cancelled) void navigate(`/presenter/${no}`, { replace: true });
        if (!cancelled) settle(outcome);
        return;
      }
      if (queryPassword === null) return setGate('prompt');
      const outcome = await login(queryPassword);
      if (!cancelled) settle(outcome);
    })();
    return () => {
      cancelled = true;
    };
    // Checked once when the view opens; moving between slides keeps the decision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (gate === 'open') return <PresenterView no={no} />;
  if (gate === 'checking') return <main className="presenter-view presenter-checking" aria-busy="true" />;
  return (
    <main className="presenter-view presenter-checking">
      <Modal open label="Enter password" className="password" onClose={() => void navigate(`/${no}`, { replace: true })}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const password = String(new FormData(event.currentTarget).get('password') ?? '');
            void login(password).then(settle);
          }}
        >
          <label className="password-label" htmlFor="presenter-password">
            Enter password
          </label>
          <input id="presenter-password" className="goto-input" name="password" type="password" autoComplete="current-password" autoFocus />
          <p className="goto-hint">The presenter view needs the password the deck server was started with.</p>
          {said && (
            <p className="goto-hint password-said" role="alert">
              {said}
            </p>
          )}
          <div className="password-actions">
            <button type="submit" className="password-submit">
              Sign in
            </button>
          </div>
        </form>
      </Modal>
    </main>
  );
}
