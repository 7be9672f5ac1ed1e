// Lets a viewer into the presenter view only with the presenter password, when the server asks for one:
// from `?password=` or typed at the prompt. A wrong password goes to the audience view of the same slide.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from '../router/router.tsx';
import { Modal } from '../ui/Modal.tsx';
import { fetchSession, login } from './auth.ts';
import PresenterView from './PresenterView.tsx';
import './presenter.css';

type Gate = 'checking' | 'prompt' | 'open';

function refuse(navigate: NavigateFunction, no: number): void {
  void navigate(`/${no}`, { replace: true, state: { notice: 'Wrong presenter password; showing the audience view.' } });
}

export default function PresenterGate({ no }: { no: number }) {
  const [gate, setGate] = useState<Gate>('checking');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryPassword = search.get('password');

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const session = await fetchSession();
      if (cancelled) return;
      if (!session.passwordRequired || session.authorized) return setGate('open');
      if (queryPassword === null) return setGate('prompt');
      const ok = await login(queryPassword);
      if (!cancelled) {
        if (ok) setGate('open');
        else refuse(navigate, no);
      }
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
            void login(password).then((ok) => (ok ? setGate('open') : refuse(navigate, no)));
          }}
        >
          <label className="password-label" htmlFor="presenter-password">
            Enter password
          </label>
          <input id="presenter-password" className="goto-input" name="password" type="password" autoComplete="current-password" autoFocus />
          <p className="goto-hint">The presenter view needs the password the deck server was started with.</p>
        </form>
      </Modal>
    </main>
  );
}
