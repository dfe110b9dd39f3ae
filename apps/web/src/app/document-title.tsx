import { isExerciseType } from '@lisan/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/**
 * Each route's own `<title>`, in the interface language: what a tab, a bookmark and a screen reader
 * announce. Routes without an entry (a route another feature adds later) keep the app's name alone until they
 * get one here.
 */
const TITLE_KEYS = {
  '/': 'landing',
  '/features': 'features',
  '/how-it-works': 'howItWorks',
  '/pricing': 'pricing',
  '/dashboard': 'dashboard',
  '/dashboard/report': 'report',
  '/which-verse': 'verseFinder',
  '/signin': 'signIn',
  '/signup': 'signUp',
  '/profile': 'profile',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/payment-success': 'paymentResult',
  '/exercises': 'exercises',
  '/stories': 'stories',
  '/learn/grammar': 'grammar',
  '/learn/pronunciation': 'pronunciation',
  '/learn/context': 'context',
  '/help': 'help',
  '/contact': 'contact',
  '/community': 'community',
  '/about': 'about',
  '/guidelines': 'guidelines',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/attribution': 'attribution',
} as const;

type TitleKey = (typeof TITLE_KEYS)[keyof typeof TITLE_KEYS] | 'notFound';

/** Paths of routes that exist but are not in the list above (added by other features): not a 404. */
const KNOWN_PREFIXES = ['/circles', '/analytics', '/admin', '/practice'];

function titleKeyFor(path: string): TitleKey | { exercise: string } | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean in TITLE_KEYS) return TITLE_KEYS[clean as keyof typeof TITLE_KEYS];
  const exercise = /^\/exercise\/([^/]+)/.exec(clean);
  if (exercise) return { exercise: exercise[1] ?? '' };
  if (KNOWN_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))) return null;
  return 'notFound';
}

export function DocumentTitle() {
  const [path] = useLocation();
  // The common namespace only, for the language: the title's own strings load after the page, never before it
  // (a prerendered page would otherwise wait for them before hydrating).
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    let current = true;
    void i18n.loadNamespaces(['ux', 'learning']).then(() => {
      if (!current) return;
      // Keys are built from the path, so the typed overloads cannot check them; titleKeyFor only returns known ones.
      const t = i18n.getFixedT(language) as unknown as (
        key: string,
        options?: Record<string, string>,
      ) => string;
      const app = t('common:app.name');
      const key = titleKeyFor(path);
      if (key === 'landing') {
        document.title = t('ux:titles.home', { app });
        return;
      }
      let page: string | null = null;
      if (key && typeof key === 'object') {
        page = isExerciseType(key.exercise)
          ? t('ux:titles.exercise', { type: t(`learning:types.${key.exercise}.title`) })
          : t('ux:titles.exerciseGeneric');
      } else if (key) {
        page = t(`ux:titles.${key}`);
      }
      document.title = page ? t('ux:titles.format', { page, app }) : app;
    });
    return () => {
      current = false;
    };
  }, [path, i18n, language]);
  return null;
}
