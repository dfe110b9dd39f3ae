import { registerUserDataSection } from '../../lib/user-data.js';
import { linkedIdentitiesOf } from './oauth.repository.js';

/**
 * Linked providers in the user-data export (which provider, the email it shared, when linked and last used).
 * The identities and any trip to a provider go with the user row (ON DELETE CASCADE).
 */
export function registerLinkedIdentitiesSection() {
  registerUserDataSection({
    name: 'linkedProviders',
    export: (db, userId) => linkedIdentitiesOf(db, userId),
  });
}
