import type { ParseKeys } from 'i18next';

interface FooterLink {
  labelKey: ParseKeys;
  href: string;
}

/** The four footer columns, in order (docs/rules.md, Pages). */
export const FOOTER_COLUMNS: { titleKey: ParseKeys; links: FooterLink[] }[] = [
  {
    titleKey: 'footer.platform',
    links: [
      { labelKey: 'footer.links.features', href: '/features' },
      { labelKey: 'footer.links.pricing', href: '/pricing' },
      { labelKey: 'footer.links.howItWorks', href: '/how-it-works' },
      { labelKey: 'footer.links.successStories', href: '/stories' },
    ],
  },
  {
    titleKey: 'footer.learning',
    links: [
      { labelKey: 'footer.links.arabicGrammar', href: '/learn/grammar' },
      { labelKey: 'footer.links.pronunciationGuide', href: '/learn/pronunciation' },
      { labelKey: 'footer.links.quranicContext', href: '/learn/context' },
      { labelKey: 'footer.links.practiceExercises', href: '/exercises' },
    ],
  },
  {
    titleKey: 'footer.support',
    links: [
      { labelKey: 'footer.links.helpCenter', href: '/help' },
      { labelKey: 'footer.links.contactUs', href: '/contact' },
      { labelKey: 'footer.links.communityForum', href: '/community' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { labelKey: 'footer.links.aboutUs', href: '/about' },
      { labelKey: 'footer.links.islamicGuidelines', href: '/guidelines' },
      { labelKey: 'footer.links.privacyPolicy', href: '/privacy' },
      { labelKey: 'footer.links.termsOfService', href: '/terms' },
    ],
  },
];
