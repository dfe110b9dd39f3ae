/* The guests module's surface for the rest of the server: the signed-out visitor's own guest. */
export {
  findGuestByToken,
  guestRowReads,
  mergeGuestInto,
  newGuestId,
  guestSeenIsStale,
  refreshGuestSeen,
  saveGuest,
  type SavedGuest,
} from './guests.service.js';
export { idleGuestsJob } from './guests.prune.js';
