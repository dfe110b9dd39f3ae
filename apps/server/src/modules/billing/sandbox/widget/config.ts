import type { SANDBOX_TEST_CARDS } from '@lisan/contract';

/** A card brand the sandbox knows, as HyperPay names it in `data-brands`. */
export type CardBrand = 'VISA' | 'MASTER' | 'MADA';

/**
 * What the server tells the widget about the checkout it was loaded for (sandbox.routes.ts writes it into the
 * script it serves; widget.ts reads it).
 */
export interface SandboxWidgetConfig {
  /** `open`: the form can be used; otherwise the reason it cannot, shown instead of the form. */
  state: 'open' | 'unknown' | 'expired' | 'paid';
  checkout: { id: string; amount: string; currency: string; brands: CardBrand[] } | null;
  /** The session the server opened for this form when it served the script to the checkout's owner. */
  widgetSession: string | null;
  testCards: typeof SANDBOX_TEST_CARDS;
  madaBins: readonly string[];
}
