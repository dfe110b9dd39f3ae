/* The guests module's surface for the rest of the server: the signed-out visitor's own guest. */
export { findGuestByToken, guestRowReads, mergeGuestInto, newGuestId, saveGuest } from './guests.service.js';
