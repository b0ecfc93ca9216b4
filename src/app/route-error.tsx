import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/components/error-page';

/** The request-processing error page. */
export function RouteError() {
  return (
    <ErrorPage
      code="500"
      title="Ошибка обработки запроса"
      text="При обработке запроса произошла ошибка. Попробуйте повторить позже."
    />
  );
}

interface Props {
  /** The location: going elsewhere renders the screens again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The location the error happened at. */
  at: string;
}

/** Shows the error page when a screen fails to load or throws; another location tries again. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, at: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.at) return null;
    return { failed: false, at: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
