// The drawing toolbar (loaded when drawing mode is switched on): modes, colours, sizes, undo, redo,
// clear and leave; each button has an accessible name and shows its key in its tooltip. In the
// presenter view, with drawings shared by everyone, it also lets the audience draw or not, live.
import { useLayoutEffect, type ReactNode } from 'react';
import { useStore } from '../../state/store.ts';
import { bindKeys, takeKeyboard } from '../../deck/keys/keyboard.ts';
import { Icon, type IconName } from '../../deck/ui/Icon.tsx';
import { brush as keptBrush, setBrush } from './brush.ts';
import { DRAWING_MODES, MODE_KEYS, MODE_LABELS, PALETTE, SIZES, type DrawingToolMode } from '../../deck/drawing-tools.ts';
import { clear, redo, undo, useUndoState } from './controller.ts';
import { getDrawingStore } from './deckStore.ts';
import { audienceDraws, setDrawingOn, useAudienceDrawingOpen, type DrawingView } from './drawingMode.ts';
import './drawing.css';

const MODE_ICONS: Record<DrawingToolMode, IconName> = {
  stylus: 'stylus',
  line: 'line',
  arrow: 'arrow',
  rectangle: 'rectangle',
  ellipse: 'ellipse',
  eraseLine: 'eraser',
};

const keyOf = (mode: DrawingToolMode) => Object.entries(MODE_KEYS).find(([, m]) => m === mode)?.[0]?.toUpperCase();
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

interface ToolButtonProps {
  label: string;
  hint?: string | undefined;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
  /** The tooltip's words, when they say more than the label. */
  description?: string;
}

function ToolButton({ label, hint, pressed, disabled, onClick, children, className = 'icon-button', description = label }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={hint ? `${description} (${hint})` : description}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The presenter's switch for the audience's drawing, shared live with every device. */
function AudienceSwitch() {
  const open = useAudienceDrawingOpen();
  return (
    <ToolButton
      label="Audience drawing"
      description={open ? 'Audience drawing is on: turn it off' : 'Audience drawing is off: turn it on'}
      pressed={open}
      onClick={() => getDrawingStore().setAudienceOpen(!open)}
    >
      <Icon name="audience" />
    </ToolButton>
  );
}

/** The drawing keys (keys/keymap.ts), bound while the tools are shown; drawing mode holds the keyboard for them. */
const DRAWING_ACTIONS = {
  'draw.mode': (key: string) => {
    const mode = MODE_KEYS[key];
    if (mode) setBrush({ mode });
  },
  'draw.colour': (key: string) => {
    const colour = PALETTE[Number(key) - 1];
    if (colour) setBrush({ color: colour.value });
  },
  'draw.clear': clear,
  'draw.undo': undo,
  'draw.redo': redo,
  'draw.leave': () => setDrawingOn(false),
};

export default function DrawingControls({ view }: { view: DrawingView }) {
  // Bound as the tools appear (in their commit), not after their paint: a key pressed the moment
  // they show (a busy phone paints well before its effects run) is a drawing key, not a deck key.
  useLayoutEffect(() => {
    const [release, unbind] = [takeKeyboard('drawing'), bindKeys(DRAWING_ACTIONS)];
    return () => {
      unbind();
      release();
    };
  }, []);
  const brush = useStore(keptBrush);
  const { canUndo, canRedo } = useUndoState();

  return (
    <div className="drawing-toolbar" role="group" aria-label="Drawing tools">
      <div className="drawing-group" role="group" aria-label="Brush mode">
        {DRAWING_MODES.map((mode) => (
          <ToolButton key={mode} label={MODE_LABELS[mode]} hint={keyOf(mode)} pressed={brush.mode === mode} onClick={() => setBrush({ mode })}>
            <Icon name={MODE_ICONS[mode]} />
          </ToolButton>
        ))}
      </div>
      <span className="toolbar-divider" aria-hidden="true" />
      <div className="drawing-group" role="group" aria-label="Colour">
        {PALETTE.map((colour, i) => (
          <ToolButton
            key={colour.value}
            className="icon-button drawing-swatch"
            label={colour.name}
            hint={String(i + 1)}
            pressed={brush.color === colour.value}
            onClick={() => setBrush({ color: colour.value })}
          >
            <span className="drawing-swatch-dot" style={{ background: colour.value }} />
          </ToolButton>
        ))}
      </div>
      <span className="toolbar-divider" aria-hidden="true" />
      <div className="drawing-group" role="group" aria-label="Brush size">
        {SIZES.map((size) => (
          <ToolButton
            key={size.value}
            className="icon-button drawing-size"
            label={`${size.name} brush`}
            pressed={brush.size === size.value}
            onClick={() => setBrush({ size: size.value })}
          >
            <span className="drawing-size-dot" style={{ width: size.value + 3, height: size.value + 3 }} />
          </ToolButton>
        ))}
      </div>
      <span className="toolbar-divider" aria-hidden="true" />
      <ToolButton label="Undo" hint={`${mod}Z`} disabled={!canUndo} onClick={undo}>
        <Icon name="undo" />
      </ToolButton>
      <ToolButton label="Redo" hint={`${mod}Shift+Z`} disabled={!canRedo} onClick={redo}>
        <Icon name="redo" />
      </ToolButton>
      <ToolButton
        label="Clear drawing"
        hint="C"
        description={view === 'presenter' || !audienceDraws() ? 'Clear drawing' : 'Clear my strokes on this slide'}
        onClick={clear}
      >
        <Icon name="trash" />
      </ToolButton>
      {view === 'presenter' && audienceDraws() && <AudienceSwitch />}
      <span className="toolbar-divider" aria-hidden="true" />
      <ToolButton label="Leave drawing mode" hint="Esc" onClick={() => setDrawingOn(false)}>
        <Icon name="close" />
      </ToolButton>
    </div>
  );
}
