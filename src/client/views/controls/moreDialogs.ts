// The dialogs a viewer opens to look at something (overview, info, settings, shortcuts): one chunk,
// fetched once the page is idle rather than with the first view (DeckDialogs.tsx). The go-to
// dialog is not here: its digits are typed ahead, and must find it there.
import './dialogs.css';

export { Overview } from './Overview.tsx';
export { InfoDialog } from './InfoDialog.tsx';
export { SettingsMenu } from './SettingsMenu.tsx';
export { KeysDialog } from './KeysDialog.tsx';
