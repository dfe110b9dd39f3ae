import { TOOLTIP } from '@lisan/contract';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A hint on hover or keyboard focus, with the product's timings (open after 700 ms, 300 ms to skip to the next; docs/rules.md).
 * Each tip carries its own provider, so pages without tooltips do not load the positioning code.
 */
export function Tip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP.delayDurationMs} skipDelayDuration={TOOLTIP.skipDelayDurationMs}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-surface shadow-lg"
          >
            {content}
            <Tooltip.Arrow className="fill-[var(--color-ink)]" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
