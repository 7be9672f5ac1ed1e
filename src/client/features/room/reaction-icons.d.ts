// The six reactions as SVG data URLs, from src/node/reaction-icons-plugin.ts.
declare module 'virtual:deck/reaction-icons' {
  import type { Reaction } from '../../../shared/room.ts';
  export const reactionIcons: Record<Reaction, string>;
}
