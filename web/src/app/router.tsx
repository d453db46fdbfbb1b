import { lazy, Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner, Spinner } from '#ui/spinner';
import type { EmbedPages } from '../features/embed/routes/embed-widget';
import { RouteErrorBoundary } from './routes/error-page';
import { SignedInGate } from './signed-in-gate';

// Where the app was opened. That page's code (and the layout's) starts downloading as the app
// starts, beside the session check, rather than one after the other once each has rendered.
// Rendered on the server, nothing is opened in advance: the render waits for what it shows.
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;
const firstLoads: Promise<unknown>[] = [];
const preload = (load: () => Promise<unknown>) => {
  const loading = load().catch(() => {}); // A failure shows when the page renders.
  firstLoads.push(loading);
};

/** The code of the page the app opened on (and its layout), once downloaded or failed. */
export const firstPageCode = (): Promise<unknown> => Promise.all(firstLoads);

/**
 * A named export loaded on demand. Once its module is in (as for the page the app opens on), it
 * renders at once rather than suspending: React holds content revealed after a loading state
 * back by up to 300 ms, which the first page would pay at each level.
 */
function lazyComponent<TModule>(load: () => Promise<TModule>, name: keyof TModule) {
  let loaded: ComponentType<object> | undefined;
  const loadComponent = async () => (loaded ??= (await load())[name] as ComponentType<object>);
  const Lazy = lazy(async () => ({ default: await loadComponent() }));
  function Component(props: object) {
    // Chosen once per mount: changing from one to the other would mount the page afresh.
    const [Chosen] = useState(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload: () => preload(loadComponent) };
}

/** A page loaded on demand, so /login downloads only what it shows; at once when the app opens on `paths`. */
function lazyPage<TModule>(load: () => Promise<TModule>, name: keyof TModule, paths: string[] = []) {
  const page = lazyComponent(load, name);
  if (paths.includes(firstPath)) page.preload();
  return page.Component;
}

const appLayout = lazyComponent(() => import('./layout/app-layout'), 'AppLayout');

/** A page inside the layout: opening the app on it also starts the layout's download. */
function layoutPage<TModule>(load: () => Promise<TModule>, name: keyof TModule, path: string) {
  if (path === firstPath) appLayout.preload();
  return lazyPage(load, name, [path]);
}

const SignInPage = lazyPage(() => import('../features/auth/routes/sign-in-page'), 'SignInPage', ['/login', '/auth']);
const RegisterPage = lazyPage(() => import('../features/auth/routes/register-page'), 'RegisterPage', ['/register']);
const AppLayout = appLayout.Component;
const DashboardPage = layoutPage(() => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage', '/');
const ProfilePage = layoutPage(() => import('../features/profile/routes/profile-page'), 'ProfilePage', '/profile');
const TermsPage = layoutPage(() => import('../features/legal/routes/terms-page'), 'TermsPage', '/terms');
const PrivacyPage = layoutPage(() => import('../features/legal/routes/privacy-page'), 'PrivacyPage', '/privacy');
const HelpPage = layoutPage(() => import('../features/legal/routes/help-page'), 'HelpPage', '/help');
const ThirtyThirtyThirtyPage = layoutPage(
  () => import('../features/thirty-thirty-thirty/routes/thirty-thirty-thirty-page'),
  'ThirtyThirtyThirtyPage',
  '/thirty-thirty-thirty',
);
const FastingPage = layoutPage(() => import('../features/fasting/routes/fasting-page'), 'FastingPage', '/fasting');
const ColdExposurePage = layoutPage(
  () => import('../features/cold-exposure/routes/cold-exposure-page'),
  'ColdExposurePage',
  '/cold-exposure',
);
const BiometricsPage = layoutPage(() => import('../features/biometrics/routes/biometrics-page'), 'BiometricsPage', '/biometrics');
const ChecklistPage = layoutPage(() => import('../features/checklist/routes/checklist-page'), 'ChecklistPage', '/daily-checklist');
const ProgressPage = layoutPage(() => import('../features/progress/routes/progress-page'), 'ProgressPage', '/progress');
const ProtocolProgressPage = layoutPage(
  () => import('../features/progress/routes/protocol-progress-page'),
  'ProtocolProgressPage',
  '/protocol-progress',
);
const ChatPage = layoutPage(() => import('../features/chat/routes/chat-page'), 'ChatPage', '/chat');
const LearnPage = layoutPage(() => import('../features/learn/routes/learn-page'), 'LearnPage', '/learn');
const CoursePage = lazyPage(() => import('../features/learn/routes/course-page'), 'CoursePage');
const CommunityPage = layoutPage(() => import('../features/community/routes/community-page'), 'CommunityPage', '/community');
const SettingsPage = lazy(async () => ({ default: (await import('../features/settings/routes/settings-page')).SettingsPage }));
const AppleHealthCard = lazy(async () => ({
  default: (await import('../features/wearables/components/apple-health-card')).AppleHealthCard,
}));
const ConnectedWearables = lazy(async () => ({
  default: (await import('../features/wearables/components/connected-wearables')).ConnectedWearables,
}));
const connectedDevices = (timeZone: string) => (
  <Suspense fallback={<Spinner label="Loading connected devices" className="min-h-24" />}>
    <div className="space-y-4">
      <AppleHealthCard timeZone={timeZone} />
      <ConnectedWearables timeZone={timeZone} />
    </div>
  </Suspense>
);
const RemindersSettings = lazy(async () => ({
  default: (await import('../features/reminders/components/reminders-settings')).RemindersSettings,
}));
const reminders = (
  <Suspense fallback={<Spinner label="Loading reminders" className="min-h-24" />}>
    <RemindersSettings />
  </Suspense>
);
const WebhooksSettings = lazy(async () => ({
  default: (await import('../features/webhooks/components/webhooks-settings')).WebhooksSettings,
}));
const webhooks = (
  <Suspense fallback={<Spinner label="Loading webhooks" className="min-h-24" />}>
    <WebhooksSettings />
  </Suspense>
);
const VoiceJournalPage = layoutPage(
  () => import('../features/voice-journal/routes/voice-journal-page'),
  'VoiceJournalPage',
  '/voice-journal',
);
const EmbedGeneratorPage = layoutPage(
  () => import('../features/embed-generator/routes/embed-generator-page'),
  'EmbedGeneratorPage',
  '/embed-generator',
);
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage');
const EmbedWidget = lazy(async () => ({ default: (await import('../features/embed/routes/embed-widget')).EmbedWidget }));
const EmbedSignInPage = lazyPage(() => import('../features/embed/routes/embed-sign-in-page'), 'EmbedSignInPage');

/** Widget mode shows the app's own feature pages, not copies of them. */
const EMBED_PAGES = {
  '/thirty-thirty-thirty': <ThirtyThirtyThirtyPage />,
  '/fasting': <FastingPage />,
  '/cold-exposure': <ColdExposurePage />,
  '/voice-journal': <VoiceJournalPage />,
  '/chat': <ChatPage />,
} satisfies EmbedPages;

const signedIn = (page: ReactNode) => <SignedInGate>{page}</SignedInGate>;

/** Pages inside the shared layout (header, sidebar or bottom bar, footer). */
function LayoutRoutes() {
  return (
    <AppLayout>
      <RouteErrorBoundary isInsideMain>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path="/">{signedIn(<DashboardPage />)}</Route>
            <Route path="/profile">{signedIn(<ProfilePage />)}</Route>
            <Route path="/thirty-thirty-thirty">{signedIn(<ThirtyThirtyThirtyPage />)}</Route>
            <Route path="/fasting">{signedIn(<FastingPage />)}</Route>
            <Route path="/cold-exposure">{signedIn(<ColdExposurePage />)}</Route>
            <Route path="/biometrics">{signedIn(<BiometricsPage />)}</Route>
            <Route path="/daily-checklist">{signedIn(<ChecklistPage />)}</Route>
            <Route path="/progress">{signedIn(<ProgressPage />)}</Route>
            <Route path="/protocol-progress">{signedIn(<ProtocolProgressPage />)}</Route>
            <Route path="/chat">{signedIn(<ChatPage />)}</Route>
            <Route path="/learn">{signedIn(<LearnPage />)}</Route>
            <Route path="/learn/:courseId">{signedIn(<CoursePage />)}</Route>
            <Route path="/community">{signedIn(<CommunityPage />)}</Route>
            <Route path="/settings/:section?">
              {signedIn(<SettingsPage connectedDevices={connectedDevices} reminders={reminders} webhooks={webhooks} />)}
            </Route>
            <Route path="/voice-journal">{signedIn(<VoiceJournalPage />)}</Route>
            <Route path="/terms" component={TermsPage} />
            <Route path="/privacy" component={PrivacyPage} />
            <Route path="/help" component={HelpPage} />
            <Route path="/embed-generator" component={EmbedGeneratorPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}

/** Each navigation starts at the top of the new page. */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {/* The sign-in screens stand outside the layout and send a signed-in visitor to / themselves. */}
          <Route path="/login" component={SignInPage} />
          <Route path="/auth" component={SignInPage} />
          <Route path="/register" component={RegisterPage} />
          {/* Widget mode (another site's frame) and its sign-in popup stand outside the layout too. */}
          <Route path="/embed-sign-in" component={EmbedSignInPage} />
          <Route path="/embed">
            <EmbedWidget pages={EMBED_PAGES} />
          </Route>
          <Route path="/embed/*">
            <EmbedWidget pages={EMBED_PAGES} />
          </Route>
          <Route>
            <LayoutRoutes />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
