// The talk's own stylesheet (`css: ./style.css`), from the deck's Vite plugin; empty when not configured.
declare module 'virtual:deck/talk.css';
// The UnoCSS utilities the deck uses (src/node/unocss/deck-uno.ts); a comment when it uses none.
declare module 'virtual:deck/uno.css';
