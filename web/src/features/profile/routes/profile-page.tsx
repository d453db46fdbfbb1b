import LogOutIcon from 'lucide-react/icons/log-out';
import PencilIcon from 'lucide-react/icons/pencil';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';
import { settingsPath } from '@uh/core/settings/settings-sections';
import { signInMethodsQueryOptions, useLogout } from '../api/use-logout';
import { AccountInformation } from '../components/account-information';
import { DeveloperTools } from '../components/developer-tools';
import { HealthProtocols } from '../components/health-protocols';
import { ProfileSummary } from '../components/profile-summary';

/** /profile (docs/product.md §2 Profile page). */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { data: user } = useSession();
  const logout = useLogout();
  const [, navigate] = useLocation();
  // Where the provider publishes an end-session page, Logout can sign out of it too (docs/product.md §4).
  const provider = useQuery(signInMethodsQueryOptions).data?.provider;
  // On unless unticked: signing out here while still signed in there lets the next "Sign in with …"
  // on this device go straight back into this account (the app keeps no notion of a trusted device).
  const [isSigningOutAtProvider, setIsSigningOutAtProvider] = useState(true);
  if (!user) return null;

  const atProvider = provider?.canSignOutThere === true && isSigningOutAtProvider;
  const onLogout = () => {
    logout.mutate(
      { atProvider },
      {
        onSuccess: (providerPage) => {
          toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
          if (providerPage) window.location.assign(providerPage);
          else navigate('/login');
        },
        onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to log out. Please try again.' }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">Profile</h1>
      <ProfileSummary user={user} />
      <AccountInformation user={user} />
      <HealthProtocols />
      <DeveloperTools />
      {provider?.canSignOutThere ? (
        <label className="flex w-fit items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={isSigningOutAtProvider}
            disabled={logout.isPending}
            onChange={(event) => setIsSigningOutAtProvider(event.target.checked)}
          />
          Sign out of {provider.providerName} too
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={logout.isPending} onClick={() => navigate(settingsPath('account'))}>
          <PencilIcon aria-hidden="true" className="size-4" />
          Edit Profile
        </Button>
        <Button variant="destructive" disabled={logout.isPending} onClick={onLogout}>
          <LogOutIcon aria-hidden="true" className="size-4" />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </div>
  );
}
