import { Component, type ReactNode } from "react";
import { ErrorPage } from "../pages/ErrorPage.tsx";

/** Catches what the router's own error handling cannot: a failure in the shell or the router itself. */
export class AppErrorBoundary extends Component<
  { readonly children: ReactNode },
  { readonly error?: unknown }
> {
  override state: { readonly error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return "error" in this.state ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
