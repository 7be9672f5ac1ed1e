// Slidev's <PoweredBySlidev/>, which there says "Powered by Slidev" beside Slidev's logo. This deck is
// not run by Slidev, so saying that would be untrue: it says what is true, "Made with Slidev's
// Markdown", linking to Slidev's site, in the deck's own type (README, "Coming from Slidev").
import './powered-by.css';

export function PoweredBySlidev({ className }: { className?: string }) {
  return (
    <span className={className ? `slidev-powered-by ${className}` : 'slidev-powered-by'}>
      Made with{' '}
      <a href="https://sli.dev" target="_blank" rel="noopener noreferrer">
        Slidev’s Markdown
      </a>
    </span>
  );
}
