import type { DialogueSituation, UiLanguage } from '@lisan/contract';
import { z } from 'zod';

/** Where the model is reached: the AI_* settings the LLM judge uses (an OpenAI-compatible service). */
export interface PartnerConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The other person's line as the model must return it. */
const partnerReplySchema = z.object({
  arabic: z.string().min(1).max(600),
  translation: z.string().max(800),
});
export type PartnerReply = z.infer<typeof partnerReplySchema>;

export class PartnerError extends Error {}

const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  ar: 'Arabic',
  id: 'Indonesian',
  tr: 'Turkish',
  zh: 'Chinese',
  sw: 'Swahili',
};

const SITUATIONS: Record<DialogueSituation, string> = {
  greeting: 'greeting a neighbour and visiting them at home',
  shopping: 'shopping at a market and talking about prices',
  directions: 'asking the way and taking transport in a city',
  health: "at the doctor's, or visiting someone who is ill",
  work: 'at work or at university',
  family: 'family life at home',
  travel: 'travelling: the airport, a hotel, a journey',
  occasions: 'offering condolence or congratulations',
  disagreement: 'a disagreement between friends that is being made up',
};

/** What the model is told: whom it plays, in what Arabic, and that it never quotes the Qur'an itself. */
function partnerPrompt(situation: DialogueSituation, language: UiLanguage): string {
  return [
    `You play the other person in a short everyday conversation in Modern Standard Arabic: ${SITUATIONS[situation]}.`,
    'The learner knows the Qur’an by heart and practises answering with fitting verses or with everyday Arabic.',
    'Say one short, natural line (at most 25 words) that follows from what the learner just said, and keep the',
    'conversation going. Never quote the Qur’an yourself, and never judge the learner’s Arabic.',
    `Answer only with JSON: {"arabic": "<your line in Arabic>", "translation": "<its meaning in ${LANGUAGE_NAMES[language]}>"}.`,
  ].join(' ');
}

/** The model's next line, over the chat-completions protocol, within `timeoutMs`. */
export async function partnerLine(
  config: PartnerConfig,
  situation: DialogueSituation,
  language: UiLanguage,
  history: readonly { who: 'other' | 'me'; arabic: string }[],
  timeoutMs = 20_000,
): Promise<PartnerReply> {
  const messages = [
    { role: 'system', content: partnerPrompt(situation, language) },
    // The model is the other person: its own lines are the assistant's, the learner's the user's.
    ...history.map((line) => ({
      role: line.who === 'other' ? 'assistant' : 'user',
      content: line.who === 'other' ? JSON.stringify({ arabic: line.arabic }) : line.arabic,
    })),
  ];
  if (history.length === 0) messages.push({ role: 'user', content: 'ابدأ المحادثة.' });
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        messages,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PartnerError(`the AI service could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new PartnerError(`the AI service answered ${response.status}`);
  const payload = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const content = payload?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new PartnerError('the AI reply had no content');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new PartnerError('the AI reply was not JSON');
  }
  const reply = partnerReplySchema.safeParse(parsed);
  if (!reply.success || !/[\u0621-\u064A]/u.test(reply.data.arabic))
    throw new PartnerError('the AI reply had no Arabic line');
  return reply.data;
}
