import { Component, type ReactNode } from 'react';
import { ErrorCard } from './ErrorCard.tsx';

interface Props {
  no: number;
  file: string;
  line: number;
  children: ReactNode;
}

/** Catches an error thrown while rendering one slide so it shows an error card instead of a blank page. */
export class SlideErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.no !== this.props.no && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorCard no={this.props.no} file={this.props.file} line={this.props.line} message={error.message} />;
  }
}
