import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';

const TRANSLATIONS = [
  { lang: 'en', href: 'https://tanzil.net/trans/en.sahih' },
  { lang: 'id', href: 'https://quranenc.com/en/browse/indonesian_affairs' },
  { lang: 'tr', href: 'https://tanzil.net/trans/tr.diyanet' },
  { lang: 'zh', href: 'https://quranenc.com/en/browse/chinese_makin' },
  { lang: 'ur', href: 'https://tanzil.net/trans/ur.maududi' },
  { lang: 'bn', href: 'https://tanzil.net/trans/bn.bengali' },
] as const;

const link = 'text-brand underline underline-offset-2';

/** Credits the Qur'an text, each translation and the spelling reference the app uses. */
export function AttributionPage() {
  const { t } = useTranslation('content');
  return (
    <Page title={t('attribution.title')} intro={t('attribution.intro')} testId="page-attribution">
      <div className="max-w-3xl space-y-8 text-start">
        <section aria-labelledby="attr-text">
          <h2 id="attr-text" className="text-xl font-semibold">
            {t('attribution.quranText.title')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('attribution.quranText.body')}</p>
          <p className="mt-2">
            <a className={link} href="https://quranenc.com/en/home" rel="noopener noreferrer" target="_blank">
              {t('attribution.quranText.sourceLink')}
            </a>
          </p>
        </section>
        <section aria-labelledby="attr-translations">
          <h2 id="attr-translations" className="text-xl font-semibold">
            {t('attribution.translations.title')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-6" data-testid="attribution-translations">
            {TRANSLATIONS.map(({ lang, href }) => (
              <li key={lang}>
                <a className={link} href={href} rel="noopener noreferrer" target="_blank">
                  {t(`attribution.translations.${lang}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="attr-spelling">
          <h2 id="attr-spelling" className="text-xl font-semibold">
            {t('attribution.spelling.title')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('attribution.spelling.body')}</p>
          <p className="mt-2">
            <a className={link} href="https://tanzil.net" rel="noopener noreferrer" target="_blank">
              {t('attribution.spelling.sourceLink')}
            </a>
          </p>
        </section>
        <section aria-labelledby="attr-license">
          <h2 id="attr-license" className="text-xl font-semibold">
            {t('attribution.license.title')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('attribution.license.body')}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a
              className={link}
              href="https://github.com/risan/quran-json"
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('attribution.license.packageLink')}
            </a>
            <a
              className={link}
              href="https://creativecommons.org/licenses/by-sa/4.0/"
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('attribution.license.licenseLink')}
            </a>
          </p>
        </section>
      </div>
    </Page>
  );
}
