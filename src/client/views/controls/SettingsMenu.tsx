// Settings: how the slide is scaled, and the colour scheme.
import { memo } from 'react';
import { audienceDraws } from '../../features/drawing/drawingMode.ts';
import { useSetting } from '../../deck/settings/settings.ts';
import { useColorScheme } from '../../deck/theme/colorScheme.ts';
import { Modal } from '../../deck/ui/Modal.tsx';

export const SettingsMenu = memo(function SettingsMenu({ open, onClose, onShowKeys }: { open: boolean; onClose: () => void; onShowKeys: () => void }) {
  const [scale, setScale] = useSetting('scale');
  const [showOthers, setShowOthers] = useSetting('showOthersDrawings');
  const scheme = useColorScheme();
  return (
    <Modal open={open} onClose={onClose} label="Settings" className="settings" closeButton>
      <fieldset className="settings-group">
        <legend>Scale</legend>
        <label>
          <input type="radio" name="scale" checked={scale === 'fit'} onChange={() => setScale('fit')} /> Fit to window
        </label>
        <label>
          <input type="radio" name="scale" checked={scale === 'actual'} onChange={() => setScale('actual')} /> 1:1
        </label>
      </fieldset>
      {audienceDraws() && (
        <fieldset className="settings-group">
          <legend>Drawings</legend>
          <label>
            <input type="checkbox" checked={showOthers} onChange={(event) => setShowOthers(event.currentTarget.checked)} /> Show
            other people’s drawings
          </label>
        </fieldset>
      )}
      {scheme.choosable && (
        <fieldset className="settings-group">
          <legend>Colour scheme</legend>
          {(['auto', 'light', 'dark'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="scheme" checked={scheme.setting === option} onChange={() => scheme.choose(option)} />{' '}
              {option === 'auto' ? 'Follow the system' : option === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="settings-keys" onClick={onShowKeys}>
        Keyboard shortcuts <kbd>?</kbd>
      </button>
    </Modal>
  );
});
