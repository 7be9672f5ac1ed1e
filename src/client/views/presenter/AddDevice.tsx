// "Present from another device": a device that presents already lets a new one in without the
// password (the server's pass, good for one device within minutes), as a link and its QR code. It
// is the way in while a flood of guesses holds the password back for everyone (login-limiter.ts).
import { Suspense, useState } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { Icon } from '../../deck/ui/Icon.tsx';
import { Modal } from '../../deck/ui/Modal.tsx';
import { askForPass } from './auth.ts';
import { fetchSession, useSession } from '../../live/session.ts';

const QrCode = lazyPart(() => import('../../features/join/QrCode.tsx').then((module) => ({ default: module.QrCode })));

type Pass = { link: string; minutes: number } | 'asking' | 'refused';

/** The link another device opens: the presenter view at this slide, with the pass (on the server's LAN address when it gave one). */
function passLink(base: string, no: number, grant: string): string {
  return `${base}#/presenter/${no}?${new URLSearchParams({ grant })}`;
}

export function AddDevice({ no }: { no: number }) {
  const shown = useSession()?.passwordRequired ?? false;
  const [pass, setPass] = useState<Pass | null>(null);
  if (!shown) return null;

  const open = async () => {
    setPass('asking');
    const [made, session] = await Promise.all([askForPass(), fetchSession()]);
    const base = session.joinUrl ?? `${window.location.origin}${window.location.pathname}`;
    setPass(made ? { link: passLink(base, no, made.grant), minutes: Math.round(made.expiresInSeconds / 60) } : 'refused');
  };

  return (
    <>
      <button type="button" className="icon-button small" aria-label="Present from another device" title="Present from another device: a link that lets one more device in without the password" onClick={() => void open()}>
        <Icon name="addDevice" />
      </button>
      <Modal open={pass !== null} onClose={() => setPass(null)} label="Present from another device" className="add-device" closeButton>
        <h2>Present from another device</h2>
        {pass === 'asking' && <p aria-busy="true">Asking the server for a pass…</p>}
        {pass === 'refused' && <p role="alert">The server gave no pass (is this device still signed in?). Reload the presenter view and try again.</p>}
        {typeof pass === 'object' && pass !== null && (
          <>
            <Suspense fallback={<div className="add-device-qr-placeholder" />}>
              <QrCode text={pass.link} label="QR code of the link to present from another device" />
            </Suspense>
            <p>
              Open this on the other device: it presents without the password. The link works once, within {pass.minutes} minutes; anyone who has it can present, so show it only to
              your own devices.
            </p>
            <input className="goto-input add-device-link" readOnly value={pass.link} aria-label="Link to present from another device" onFocus={(event) => event.currentTarget.select()} />
          </>
        )}
      </Modal>
    </>
  );
}
