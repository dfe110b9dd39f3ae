import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Proves the lint rule that keeps UI text in the locale files actually fires on web components, using the
 * project's own eslint.config.js (a config change that dropped it would make this fail).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const filePath = path.join(root, 'apps/web/src/components/literal-text-probe.tsx');

async function lint(code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'i18next/no-literal-string');
}

describe('i18next/no-literal-string', () => {
  it('rejects literal text in JSX', async () => {
    const messages = await lint('export const Probe = () => <p>Start Learning Now</p>;\n');
    expect(messages).toHaveLength(1);
  });

  it('accepts text that comes from a translation', async () => {
    const messages = await lint(
      "import { useTranslation } from 'react-i18next';\n" +
        "export function Probe() {\n  const { t } = useTranslation();\n  return <p>{t('landing.startLearning')}</p>;\n}\n",
    );
    expect(messages).toEqual([]);
  });
});
