import { SPEECH } from '@lisan/contract';
import { Volume2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

function arabicVoice(): SpeechSynthesisVoice | undefined {
  return window.speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('ar'));
}

/**
 * Reads Arabic aloud with the Web Speech API (ar-SA, rate 0.8, pitch 1, volume 1). When the browser has
 * no Arabic voice it says so instead of staying silent or reading Arabic with an English voice.
 */
export function SpeakButton({ text }: { text: string }) {
  const { t } = useTranslation('learning');
  const [problem, setProblem] = useState<string | null>(null);
  const speak = () => {
    if (!('speechSynthesis' in window)) {
      setProblem(t('exercise.noSpeech'));
      return;
    }
    const voice = arabicVoice();
    if (!voice) {
      setProblem(t('exercise.noArabicVoice'));
      return;
    }
    setProblem(null);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH.lang;
    utterance.rate = SPEECH.rate;
    utterance.pitch = SPEECH.pitch;
    utterance.volume = SPEECH.volume;
    utterance.voice = voice;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  };
  return (
    <div className="grid gap-1">
      <Button variant="ghost" size="sm" onClick={speak} data-testid="speak" className="justify-self-start">
        <Volume2 aria-hidden className="size-4" />
        {t('exercise.listen')}
      </Button>
      {problem && (
        <p role="status" className="text-xs text-ink-muted" data-testid="speech-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
