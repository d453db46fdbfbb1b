import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';

type State = { error: unknown };

/** Shown when a page or its code fails to load; "Try again" renders it afresh. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; isInsideMain?: boolean }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    // Inside the layout the page already has its <main> landmark.
    const Landmark = this.props.isInsideMain ? 'div' : 'main';
    return (
      <Landmark className="grid min-h-[50dvh] place-items-center px-4 py-12">
        <div role="alert" className="max-w-md space-y-4 text-center">
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="text-muted-foreground">{errorMessage(this.state.error)}</p>
          <Button onClick={() => this.setState({ error: null })}>Try again</Button>
        </div>
      </Landmark>
    );
  }
}
