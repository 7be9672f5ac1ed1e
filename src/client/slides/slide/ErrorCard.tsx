import './slide.css';

/** Shown in place of a slide that could not be built or rendered; the rest of the deck keeps working. */
export function ErrorCard({ no, file, line, message }: { no: number; file: string; line: number; message: string }) {
  return (
    <div className="error-card" role="alert">
      <p className="error-card-title">Slide {no} could not be shown</p>
      <p className="error-card-place">
        {file}:{line}
      </p>
      <pre className="error-card-message">{message}</pre>
      <p className="error-card-hint">Fix the Markdown at that line; the other slides are unaffected.</p>
    </div>
  );
}
