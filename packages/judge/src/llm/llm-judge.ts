import { foldWord, tokenize } from '@lisan/arabic';
import { llmJudgeReplySchema, type LlmJudgeReply } from '@lisan/contract';
import { translator } from '../messages/index.js';
import type { BuiltinResult, JudgeInput, JudgeResult } from '../types.js';
import { LruCache } from './cache.js';
import { createChatClient, LlmError, type ChatConfig, type ChatMessage } from './client.js';
import { buildMessages, REPLY_FORMAT, repairMessage } from './prompt.js';
import { checkQuotes } from './quotes.js';

export interface LlmJudgeOptions extends ChatConfig {
  /** The whole budget for one answer, retries included (default 8 s). */
  timeoutMs?: number;
  /** Most cached judgements kept in memory (default 2,000). */
  cacheSize?: number;
}

/** Below this confidence the LLM does not overrule the built-in judge. */
const MIN_CONFIDENCE = 0.5;

export interface LlmJudge {
  /**
   * A second opinion on the built-in result. `allow` is asked right before a call is made (not on a cache hit),
   * so a plan's daily allowance is only spent on real calls; when it says no, the built-in result stands.
   * Never throws: on any failure the built-in result comes back with `aiUnavailable`.
   */
  review(input: JudgeInput, builtin: BuiltinResult, allow?: () => Promise<boolean>): Promise<JudgeResult>;
}

export function createLlmJudge(options: LlmJudgeOptions): LlmJudge {
  const client = createChatClient(options);
  const timeoutMs = options.timeoutMs ?? 8000;
  const cache = new LruCache<LlmJudgeReply>(options.cacheSize ?? 2000);

  async function ask(input: JudgeInput, builtin: BuiltinResult): Promise<LlmJudgeReply> {
    const signal = AbortSignal.timeout(timeoutMs);
    const messages = buildMessages(input, builtin);
    let content = await client.completeJson(messages, REPLY_FORMAT, signal);
    let parsed = parseReply(content);
    if (!parsed.ok) {
      // One repair: show the model its own reply and what was wrong with it.
      const repair: ChatMessage[] = [
        ...messages,
        { role: 'assistant', content },
        repairMessage(parsed.problem),
      ];
      content = await client.completeJson(repair, REPLY_FORMAT, signal);
      parsed = parseReply(content);
      if (!parsed.ok) throw new LlmError('invalid', `the AI reply was not usable twice: ${parsed.problem}`);
    }
    return parsed.reply;
  }

  return {
    async review(input, builtin, allow) {
      const key = cacheKey(input);
      let reply = cache.get(key);
      if (!reply) {
        if (allow && !(await allow())) return withLimitNotice(input, builtin);
        try {
          reply = await ask(input, builtin);
        } catch {
          return { ...publicResult(builtin), aiUnavailable: true };
        }
        cache.set(key, reply);
      }
      return merge(input, builtin, reply);
    },
  };
}

/** Same item, same language, same answer up to spelling folds and marks: same judgement. */
function cacheKey(input: JudgeInput): string {
  const folded = tokenize(input.answer).map(foldWord).join(' ');
  return [input.exerciseType, input.item.itemId, input.language, folded].join('\u0000');
}

type Parsed = { ok: true; reply: LlmJudgeReply } | { ok: false; problem: string };

export function parseReply(content: string): Parsed {
  let data: unknown;
  try {
    // Some servers wrap JSON in a code fence even in JSON mode.
    data = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return { ok: false, problem: 'it was not valid JSON' };
  }
  const result = llmJudgeReplySchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return { ok: false, problem: `${issue.path.join('.') || 'reply'}: ${issue.message}` };
  }
  return { ok: true, reply: result.data };
}

/**
 * Combines the LLM's judgement with the built-in one. A final built-in verdict (verbatim Qur'an, no Arabic) stands
 * and the LLM only explains it; otherwise a confident LLM decides. Quotes are checked against the corpus first.
 */
function merge(input: JudgeInput, builtin: BuiltinResult, reply: LlmJudgeReply): JudgeResult {
  const checked = checkQuotes(reply, input.answer);
  const base = publicResult(builtin);
  if (builtin.final) {
    const agrees = reply.verdict === builtin.verdict;
    // An explanation of a different verdict would contradict the verdict shown: keep the built-in words then.
    return agrees
      ? {
          ...base,
          feedback: checked.feedback,
          suggestions: unique([...checked.suggestions, ...base.suggestions]),
        }
      : base;
  }
  if (reply.confidence < MIN_CONFIDENCE) return base;
  return {
    ...base,
    isCorrect: reply.verdict === 'correct',
    verdict: reply.verdict,
    feedback: checked.feedback,
    suggestions: unique([
      ...checked.suggestions,
      ...(reply.verdict === 'correct' ? [] : base.suggestions),
    ]).slice(0, 5),
    judge: 'llm',
  };
}

function withLimitNotice(input: JudgeInput, builtin: BuiltinResult): JudgeResult {
  const base = publicResult(builtin);
  return {
    ...base,
    aiLimitReached: true,
    suggestions: [...base.suggestions, translator(input.language).t('aiLimitReached')],
  };
}

/** The built-in result without its internal fields. */
export function publicResult(builtin: BuiltinResult): JudgeResult {
  const { final: _final, unsure: _unsure, notes: _notes, ...rest } = builtin;
  return rest;
}

function unique(items: string[]): string[] {
  return [...new Set(items.filter(Boolean))];
}
