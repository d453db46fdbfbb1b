import type { ReactNode } from 'react';
import { useSession } from '#lib/session';
import { PageSpinner } from '#ui/spinner';
import { WidgetSignInPrompt } from './widget-sign-in-prompt';

/**
 * A feature inside the widget needs a signed-in person, as in the app; signed out, the widget
 * offers its own sign-in instead of sending the frame to /auth.
 */
export function WidgetGate({ featureLabel, children }: { featureLabel: string; children: ReactNode }) {
  const { data: user, isPending, isFetching } = useSession();
  if (isPending || (!user && isFetching)) return <PageSpinner />;
  if (!user) return <WidgetSignInPrompt featureLabel={featureLabel} />;
  return children;
}
