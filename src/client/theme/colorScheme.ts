// Light or dark: fixed by the deck's `colorSchema`, or following the system when "auto".
import { config } from '../deck/deck.ts';

export function applyColorScheme(): void {
  const root = document.documentElement;
  if (config.colorSchema !== 'auto') {
    root.classList.toggle('dark', config.colorSchema === 'dark');
    return;
  }
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => root.classList.toggle('dark', query.matches);
  apply();
  query.addEventListener('change', apply);
}
