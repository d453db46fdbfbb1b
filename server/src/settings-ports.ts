import type { Config } from './config';
import { linkedAccounts } from './features/auth/sign-in-methods.service';
import type { SettingsPorts } from './features/settings/settings.routes';

/** Settings' questions to the sign-in feature, answered for the provider this server is configured with. */
export function settingsPorts(config: Config): SettingsPorts {
  const provider = {
    issuer: config.oidc.client ? config.oidc.issuer : null,
    providerName: config.oidc.providerName,
    canEndSession: false,
  };
  return { linkedAccounts: (db, userId) => linkedAccounts(db, userId, provider) };
}
