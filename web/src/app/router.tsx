import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { LogKind, RegisteredProtocol } from '@uh/core/protocols/protocol-registry';
import { PageSpinner } from '#ui/spinner';
import type { EmbedPages } from '../features/embed/routes/embed-widget';
import { firstPath, lazyComponent, lazyPage } from './lazy-page';
import { customChecklistRows, customDashboardCards } from './custom-protocol-slots';
import { experimentsToday } from './experiment-slots';
import { customProgressCalendar, customProgressSection } from './custom-protocol-progress-slots';
import { RouteErrorBoundary } from './routes/error-page';
import { coachMemory, connectedDevices, reminders, webhooks } from './settings-slots';
import { sharedProgressRing } from './sharing-slots';
import { SignedInGate } from './signed-in-gate';

type SlotProps = { customProtocols?: ReactNode; experimentsToday?: ReactNode };

const appLayout = lazyComponent(() => import('./layout/app-layout'), 'AppLayout');

/** A page inside the layout: opening the app on it also starts the layout's download. */
function layoutPage<TModule>(load: () => Promise<TModule>, name: keyof TModule, path: string) {
  if (path === firstPath) appLayout.preload();
  return lazyPage(load, name, [path]);
}

const SignInPage = lazyPage(() => import('../features/auth/routes/sign-in-page'), 'SignInPage', ['/login', '/auth']);
const RegisterPage = lazyPage(() => import('../features/auth/routes/register-page'), 'RegisterPage', ['/register']);
const AppLayout = appLayout.Component;
// Both take the cards and rows of the person's own protocols (custom-protocol-slots.tsx) and what
// running experiments ask of today (experiment-slots.tsx).
const DashboardPage: ComponentType<SlotProps> = layoutPage(
  () => import('../features/dashboard/routes/dashboard-page'),
  'DashboardPage',
  '/',
);
const ProfilePage = layoutPage(() => import('../features/profile/routes/profile-page'), 'ProfilePage', '/profile');
const TermsPage = layoutPage(() => import('../features/legal/routes/terms-page'), 'TermsPage', '/terms');
const PrivacyPage = layoutPage(() => import('../features/legal/routes/privacy-page'), 'PrivacyPage', '/privacy');
const HelpPage = layoutPage(() => import('../features/legal/routes/help-page'), 'HelpPage', '/help');
/**
 * Each protocol's page at its path, by key: the type checker names a protocol missing here and a
 * path that is not the registry's. (Only types come from the registry: the entry chunk stays small.)
 */
const PROTOCOL_PAGES: { [K in LogKind]: { path: Extract<RegisteredProtocol, { key: K }>['path']; Page: ComponentType } } = {
  thirtyThirtyThirty: {
    path: '/thirty-thirty-thirty',
    Page: layoutPage(
      () => import('../features/thirty-thirty-thirty/routes/thirty-thirty-thirty-page'),
      'ThirtyThirtyThirtyPage',
      '/thirty-thirty-thirty',
    ),
  },
  fasting: { path: '/fasting', Page: layoutPage(() => import('../features/fasting/routes/fasting-page'), 'FastingPage', '/fasting') },
  coldExposure: {
    path: '/cold-exposure',
    Page: layoutPage(() => import('../features/cold-exposure/routes/cold-exposure-page'), 'ColdExposurePage', '/cold-exposure'),
  },
  biometrics: {
    path: '/biometrics',
    Page: layoutPage(() => import('../features/biometrics/routes/biometrics-page'), 'BiometricsPage', '/biometrics'),
  },
};
const { thirtyThirtyThirty: ThirtyThirtyThirty, fasting: Fasting, coldExposure: ColdExposure } = PROTOCOL_PAGES;
const ChecklistPage: ComponentType<SlotProps> = layoutPage(
  () => import('../features/checklist/routes/checklist-page'),
  'ChecklistPage',
  '/daily-checklist',
);
// Both take what they show of the person's own protocols (custom-protocol-progress-slots.tsx).
const ProgressPage: ComponentType<{ customProtocols?: typeof customProgressSection }> = layoutPage(
  () => import('../features/progress/routes/progress-page'),
  'ProgressPage',
  '/progress',
);
const ProtocolProgressPage: ComponentType<{ customCalendar?: typeof customProgressCalendar }> = layoutPage(
  () => import('../features/progress/routes/protocol-progress-page'),
  'ProtocolProgressPage',
  '/protocol-progress',
);
const ProtocolsPage = layoutPage(() => import('../features/custom-protocols/routes/protocols-page'), 'ProtocolsPage', '/protocols');
// The widget of an own protocol passes the id from its address (/embed/protocols/{id}).
const CustomProtocolPage: ComponentType<{ widgetProtocolId?: number }> = lazyPage(
  () => import('../features/custom-protocols/routes/custom-protocol-page'),
  'CustomProtocolPage',
);
const InsightsPage = layoutPage(() => import('../features/insights/routes/insights-page'), 'InsightsPage', '/insights');
const ExperimentsPage = layoutPage(() => import('../features/experiments/routes/experiments-page'), 'ExperimentsPage', '/experiments');
const NewExperimentPage = layoutPage(
  () => import('../features/experiments/routes/new-experiment-page'),
  'NewExperimentPage',
  '/experiments/new',
);
const ExperimentPage = lazyPage(() => import('../features/experiments/routes/experiment-page'), 'ExperimentPage');
const ChatPage = layoutPage(() => import('../features/chat/routes/chat-page'), 'ChatPage', '/chat');
const LearnPage = layoutPage(() => import('../features/learn/routes/learn-page'), 'LearnPage', '/learn');
const CoursePage = lazyPage(() => import('../features/learn/routes/course-page'), 'CoursePage');
const CommunityPage = layoutPage(() => import('../features/community/routes/community-page'), 'CommunityPage', '/community');
const SettingsPage = lazy(async () => ({ default: (await import('../features/settings/routes/settings-page')).SettingsPage }));
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
const AdminPage: ComponentType<{ notFound: ReactNode }> = layoutPage(
  () => import('../features/admin/routes/admin-page'),
  'AdminPage',
  '/admin',
);
const SharingPage = layoutPage(() => import('../features/sharing/routes/sharing-page'), 'SharingPage', '/sharing');
const ReportPage = layoutPage(() => import('../features/sharing/routes/report-page'), 'ReportPage', '/sharing/report');
// A report link, opened with its passcode by someone without an account: no session, no layout.
const ReportLinkPage = lazyPage(() => import('../features/sharing/routes/report-link-page'), 'ReportLinkPage');
// Takes the progress page's adherence ring, drawn from the owner's summary (sharing-slots.tsx).
const SharedPage: ComponentType<{ progressRing?: typeof sharedProgressRing }> = lazyPage(
  () => import('../features/sharing/routes/shared-page'),
  'SharedPage',
);
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage');
const EmbedWidget = lazy(async () => ({ default: (await import('../features/embed/routes/embed-widget')).EmbedWidget }));
const EmbedSignInPage = lazyPage(() => import('../features/embed/routes/embed-sign-in-page'), 'EmbedSignInPage');

/** Widget mode shows the app's own feature pages, not copies of them. */
const EMBED_PAGES = {
  [ThirtyThirtyThirty.path]: <ThirtyThirtyThirty.Page />,
  [Fasting.path]: <Fasting.Page />,
  [ColdExposure.path]: <ColdExposure.Page />,
  '/voice-journal': <VoiceJournalPage />,
  '/chat': <ChatPage />,
  ownProtocol: (protocolId) => <CustomProtocolPage widgetProtocolId={protocolId} />,
} satisfies EmbedPages;

const signedIn = (page: ReactNode) => <SignedInGate>{page}</SignedInGate>;

/** Pages inside the shared layout (header, sidebar or bottom bar, footer). */
function LayoutRoutes() {
  return (
    <AppLayout>
      <RouteErrorBoundary isInsideMain>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path="/">{signedIn(<DashboardPage customProtocols={customDashboardCards} experimentsToday={experimentsToday} />)}</Route>
            <Route path="/profile">{signedIn(<ProfilePage />)}</Route>
            {Object.entries(PROTOCOL_PAGES).map(([key, { path, Page }]) => (
              <Route key={key} path={path}>
                {signedIn(<Page />)}
              </Route>
            ))}
            <Route path="/daily-checklist">
              {signedIn(<ChecklistPage customProtocols={customChecklistRows} experimentsToday={experimentsToday} />)}
            </Route>
            <Route path="/progress">{signedIn(<ProgressPage customProtocols={customProgressSection} />)}</Route>
            <Route path="/protocol-progress">{signedIn(<ProtocolProgressPage customCalendar={customProgressCalendar} />)}</Route>
            <Route path="/protocols">{signedIn(<ProtocolsPage />)}</Route>
            <Route path="/protocols/:id">{signedIn(<CustomProtocolPage />)}</Route>
            <Route path="/insights">{signedIn(<InsightsPage />)}</Route>
            <Route path="/experiments">{signedIn(<ExperimentsPage />)}</Route>
            <Route path="/experiments/new">{signedIn(<NewExperimentPage />)}</Route>
            <Route path="/experiments/:id">{signedIn(<ExperimentPage />)}</Route>
            <Route path="/chat">{signedIn(<ChatPage />)}</Route>
            <Route path="/learn">{signedIn(<LearnPage />)}</Route>
            <Route path="/learn/:courseId">{signedIn(<CoursePage />)}</Route>
            <Route path="/community">{signedIn(<CommunityPage />)}</Route>
            <Route path="/settings/:section?">
              {signedIn(
                <SettingsPage connectedDevices={connectedDevices} reminders={reminders} webhooks={webhooks} coachMemory={coachMemory} />,
              )}
            </Route>
            <Route path="/voice-journal">{signedIn(<VoiceJournalPage />)}</Route>
            <Route path="/sharing">{signedIn(<SharingPage />)}</Route>
            <Route path="/sharing/report">{signedIn(<ReportPage />)}</Route>
            <Route path="/shared/:grantId">{signedIn(<SharedPage progressRing={sharedProgressRing} />)}</Route>
            {/* Anyone but an admin gets the not-found page, as the admin API answers them 404. */}
            <Route path="/admin">{signedIn(<AdminPage notFound={<NotFoundPage />} />)}</Route>
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
          {/* A report link is opened by someone without an account, with the passcode they were given. */}
          <Route path="/report/:token" component={ReportLinkPage} />
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
