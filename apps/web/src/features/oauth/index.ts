/* Google and Facebook sign-in: what other features may use. Other features import only this file (eslint.config.js). */
export { identitiesQueryKey, linkPendingProvider, pendingLink } from './api';
export { PendingLinkNotice } from './components/pending-link-notice';
export { ProviderButtons } from './components/provider-buttons';
export { useOAuthErrorText } from './components/use-oauth-error-text';
