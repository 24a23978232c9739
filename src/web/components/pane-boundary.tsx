import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './states';

interface Props {
  children: ReactNode;
  /** Resets the boundary when it changes (e.g. the selected folder). */
  resetKey?: string;
  title?: string;
}

/** Keeps a failing pane from blanking the screen: the rest of the app keeps working. */
export class PaneBoundary extends Component<Props, { error: unknown; key: string | undefined }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string | undefined }) {
    return props.resetKey !== state.key ? { error: undefined, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A pane failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) {
      return (
        <ErrorState
          error={this.state.error}
          title={this.props.title ?? 'This part of the screen failed'}
          onRetry={() => this.setState({ error: undefined })}
        />
      );
    }
    return this.props.children;
  }
}
