import { CIRCLE_LIMITS, UI_LANGUAGES, type UiLanguage } from '@lisan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { useCreateCircle, useJoinCircle } from '../api';
import { useRun } from './use-run';

const card = 'rounded-2xl border border-line bg-surface-raised p-5';

export function CreateCircleForm() {
  const { t, i18n } = useTranslation('circles');
  const { t: tc } = useTranslation();
  const [, navigate] = useLocation();
  const create = useCreateCircle();
  const run = useRun();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [language, setLanguage] = useState<UiLanguage>(
    (UI_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as UiLanguage) : 'en',
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const circle = await run(() => create.mutateAsync({ name, description, language }), t('create.created'));
    if (circle) navigate(`/circles/${circle.id}`);
  }

  return (
    <form
      onSubmit={submit}
      className={`${card} grid gap-4`}
      aria-labelledby="create-circle-heading"
      data-testid="create-circle-form"
    >
      <h2 id="create-circle-heading" className="text-lg font-semibold">
        {t('create.heading')}
      </h2>
      <TextField
        label={t('create.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={CIRCLE_LIMITS.name}
        data-testid="circle-name"
      />
      <TextField
        label={t('create.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={CIRCLE_LIMITS.description}
        data-testid="circle-description"
      />
      <SelectField
        label={t('create.language')}
        value={language}
        onChange={(e) => setLanguage(e.target.value as UiLanguage)}
        data-testid="circle-language"
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {tc(`language.${code}`)}
          </option>
        ))}
      </SelectField>
      <Button
        type="submit"
        disabled={create.isPending || name.trim() === ''}
        className="justify-self-start"
        data-testid="create-circle"
      >
        {t('create.submit')}
      </Button>
    </form>
  );
}

export function JoinCircleForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation('circles');
  const [, navigate] = useLocation();
  const join = useJoinCircle();
  const run = useRun();
  const [code, setCode] = useState(initialCode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const circle = await run(() => join.mutateAsync(code));
    if (circle) {
      toast({ title: t('join.joined', { name: circle.name }) });
      navigate(`/circles/${circle.id}`);
    }
  }

  return (
    <form
      onSubmit={submit}
      className={`${card} grid gap-4`}
      aria-labelledby="join-circle-heading"
      data-testid="join-circle-form"
    >
      <h2 id="join-circle-heading" className="text-lg font-semibold">
        {t('join.heading')}
      </h2>
      <TextField
        label={t('join.code')}
        hint={t('join.hint')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
        maxLength={32}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        data-testid="join-code"
      />
      <Button
        type="submit"
        disabled={join.isPending || code.trim() === ''}
        className="justify-self-start"
        data-testid="join-circle"
      >
        {t('join.submit')}
      </Button>
    </form>
  );
}
