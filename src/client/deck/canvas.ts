// The slide canvas's size in canvas units (the deck's config): slides are laid out on it, and
// drawings and the presenter's pointer are kept in its units so every screen size agrees.
import { config } from './deck.ts';

export const canvasWidth = config.canvasWidth;
export const canvasHeight = config.canvasWidth / config.aspectRatio;
