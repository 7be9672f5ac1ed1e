// The talk's own stylesheet (`css: ./style.css`), from the deck's Vite plugin; empty when not configured.
declare module 'virtual:deck/talk.css';
