// Whether the presenter view is on a phone (deck/ui/phoneScreen.ts). There it becomes a remote
// (PhoneRemote, remote.css); the layout is chosen here, once, so the desktop view's markup stays as it was.
export { usePhoneScreen as usePhoneLayout } from '../../deck/ui/phoneScreen.ts';
