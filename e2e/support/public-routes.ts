/** The public pages (footer destinations and the legal pages), with the test id each page carries. */
export const PUBLIC_PAGES: { path: string; testId: string }[] = [
  { path: '/exercises', testId: 'page-exercises' },
  { path: '/stories', testId: 'page-stories' },
  { path: '/learn/grammar', testId: 'page-guide-grammar' },
  { path: '/learn/pronunciation', testId: 'page-guide-pronunciation' },
  { path: '/learn/context', testId: 'page-guide-context' },
  { path: '/help', testId: 'page-help' },
  { path: '/contact', testId: 'page-contact' },
  { path: '/community', testId: 'page-community' },
  { path: '/about', testId: 'page-about' },
  { path: '/guidelines', testId: 'page-guidelines' },
  { path: '/privacy', testId: 'page-privacy' },
  { path: '/terms', testId: 'page-terms' },
];

/** The app's other routes, owned by other features; the accessibility check covers them too. */
export const APP_PAGES: { path: string; testId: string }[] = [
  { path: '/', testId: 'page-landing' },
  { path: '/features', testId: 'page-features' },
  { path: '/how-it-works', testId: 'page-how-it-works' },
  { path: '/pricing', testId: 'page-pricing' },
  { path: '/dashboard', testId: 'page-dashboard' },
  { path: '/analytics', testId: 'page-analytics' },
  { path: '/exercise/completion', testId: 'page-exercise' },
  { path: '/signin', testId: 'page-signin' },
  { path: '/signup', testId: 'page-signup' },
  { path: '/profile', testId: 'page-profile' },
  { path: '/payment-success', testId: 'page-payment-success' },
  { path: '/which-verse', testId: 'page-verse-finder' },
  { path: '/dialogues', testId: 'page-dialogues' },
  { path: '/dialogues/dialogue-greeting-01', testId: 'page-dialogue' },
  { path: '/conversation', testId: 'page-conversation' },
  { path: '/no/such/page', testId: 'page-not-found' },
];
