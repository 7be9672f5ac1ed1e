// Stroke icons for the toolbar, drawn on a 24-unit grid.
const paths = {
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  overview: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  sun: 'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 019.5 4 8 8 0 1020 14.5z',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  cursor: 'M5 3l6 16 2.5-6.5L20 10z',
  cursorOff: 'M5 3l6 16 2.5-6.5L20 10zM3 21L21 3',
  // A pen-shaped laser pointer with its beam ending in a dot
  laser: 'M3 21l8-8M9 11l4 4M14 10l4-4M17 13h3M11 4v3M19 5a1 1 0 110 2 1 1 0 010-2z',
  presenter: 'M3 4h18v12H3zM8 20h8M12 16v4',
  play: 'M7 4l13 8-13 8z',
  info: 'M12 22a10 10 0 110-20 10 10 0 010 20zM12 11v6M12 7h.01',
  controls: 'M4 7h16M4 12h16M4 17h16',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z',
  close: 'M6 6l12 12M18 6L6 18',
  goto: 'M4 12h12M12 6l6 6-6 6M20 4v16',
  // Drawing
  pen: 'M4 20l1-4L16 5l3 3L8 19l-4 1zM14 7l3 3',
  stylus: 'M3 16c2-5 4-8 6-8 3 0 1 9 4 9 2 0 3-4 4-7 .5-1.5 2-3 4-3',
  line: 'M5 19L19 5',
  arrow: 'M5 19L19 5M10 5h9v9',
  rectangle: 'M4 6h16v12H4z',
  ellipse: 'M12 18c4.4 0 8-2.7 8-6s-3.6-6-8-6-8 2.7-8 6 3.6 6 8 6z',
  eraser: 'M15 4l5 5-9 9H7l-3-3 11-11zM9 10l5 5M11 20h9',
  undo: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-4',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 000 10h4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5',
  pause: 'M8 5v14M16 5v14',
  reset: 'M4 12a8 8 0 108-8 8.5 8.5 0 00-6 2.5L4 8M4 4v4h4',
  textSmaller: 'M4 18l5-12 5 12M6 14h6M16 12h5',
  textLarger: 'M3 18l5-12 5 12M5 14h6M15 12h6M18 9v6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  signOut: 'M14 4h5v16h-5M9 8l-4 4 4 4M5 12h11',
  addDevice: 'M2 5h13v9H2zM0 18h17M19 8h4v12h-4zM21 17.5h.01',
  audience: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M16 5.1a3 3 0 010 5.8M18 14.2a6 6 0 013 5.8',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
