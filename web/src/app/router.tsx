import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner, Spinner } from '#ui/spinner';
import type { EmbedPages } from '../features/embed/routes/embed-widget';
import { RouteErrorBoundary } from './routes/error-page';
import { SignedInGate } from './signed-in-gate';

/** Loads a named export on demand, so /login downloads only what it shows. */
function lazyPage<TModule>(load: () => Promise<TModule>, name: keyof TModule) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const SignInPage = lazyPage(() => import('../features/auth/routes/sign-in-page'), 'SignInPage');
const RegisterPage = lazyPage(() => import('../features/auth/routes/register-page'), 'RegisterPage');
const AppLayout = lazy(async () => ({ default: (await import('./layout/app-layout')).AppLayout }));
const DashboardPage = lazyPage(() => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage');
const ProfilePage = lazyPage(() => import('../features/profile/routes/profile-page'), 'ProfilePage');
const TermsPage = lazyPage(() => import('../features/legal/routes/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/legal/routes/privacy-page'), 'PrivacyPage');
const HelpPage = lazyPage(() => import('../features/legal/routes/help-page'), 'HelpPage');
const ThirtyThirtyThirtyPage = lazyPage(
  () => import('../features/thirty-thirty-thirty/routes/thirty-thirty-thirty-page'),
  'ThirtyThirtyThirtyPage',
);
const FastingPage = lazyPage(() => import('../features/fasting/routes/fasting-page'), 'FastingPage');
const ColdExposurePage = lazyPage(() => import('../features/cold-exposure/routes/cold-exposure-page'), 'ColdExposurePage');
const BiometricsPage = lazyPage(() => import('../features/biometrics/routes/biometrics-page'), 'BiometricsPage');
const ChecklistPage = lazyPage(() => import('../features/checklist/routes/checklist-page'), 'ChecklistPage');
const ProgressPage = lazyPage(() => import('../features/progress/routes/progress-page'), 'ProgressPage');
const ProtocolProgressPage = lazyPage(() => import('../features/progress/routes/protocol-progress-page'), 'ProtocolProgressPage');
const ChatPage = lazyPage(() => import('../features/chat/routes/chat-page'), 'ChatPage');
const LearnPage = lazyPage(() => import('../features/learn/routes/learn-page'), 'LearnPage');
const CoursePage = lazyPage(() => import('../features/learn/routes/course-page'), 'CoursePage');
const CommunityPage = lazyPage(() => import('../features/community/routes/community-page'), 'CommunityPage');
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
const VoiceJournalPage = lazyPage(() => import('../features/voice-journal/routes/voice-journal-page'), 'VoiceJournalPage');
const EmbedGeneratorPage = lazyPage(() => import('../features/embed-generator/routes/embed-generator-page'), 'EmbedGeneratorPage');
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
            <Route path="/settings">{signedIn(<SettingsPage connectedDevices={connectedDevices} />)}</Route>
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
