/**
 * The checkout enhancer (SPEC 2.7, 3.9, 3.17, 4.9, 7.12): behaviour on the server's checkout
 * markup, which works without it. Each part is there only when its markup is: the numbered steps
 * (step-list.ts), the fees disclosure (fees-disclosure.ts), the insurance rules (insurance.ts),
 * a step sent offline held with what was typed (offline-submit.ts), and the checkout step sent to
 * analytics (send-checkout-step.ts). The page's sticky right column
 * is @stayfront/widgets' own `sticky-column` widget, not this one. The cleanup puts the server's
 * markup back; a part that throws undoes the parts before it.
 */

import type { TagGlobals } from '@stayfront/widgets';
import type { CheckoutConfig } from './checkout-config.js';
import { startFeesDisclosure } from './fees-disclosure.js';
import { startInsurance } from './insurance.js';
import { holdOfflineSubmits } from './offline-submit.js';
import { sendCheckoutStep } from './send-checkout-step.js';
import { markSteps } from './step-list.js';

export interface CheckoutOptions {
  /** Where the analytics tags are (tests pass their own). @default the element's window */
  readonly globals?: TagGlobals | null;
}

export function startCheckout(
  root: HTMLElement,
  config: CheckoutConfig,
  options: CheckoutOptions = {},
): () => void {
  const cleanups: (() => void)[] = [];
  const undo = () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
  try {
    let listStep: number | null = null;
    const list = root.querySelector<HTMLElement>('[data-checkout-steps]');
    if (list) {
      const steps = markSteps(
        list,
        { label: config.stepsLabel, completed: config.completedText },
        typeof config.step === 'number' ? config.step : null,
      );
      cleanups.push(steps.restore);
      listStep = steps.current;
    }

    const fees = root.querySelector<HTMLElement>('[data-fees]');
    if (fees)
      cleanups.push(
        startFeesDisclosure(root, fees, config.feesOpen, {
          show: config.showFeesText,
          hide: config.hideFeesText,
        }),
      );

    cleanups.push(
      startInsurance(root, {
        prefix: config.insurancePrefix,
        declineField: config.declineField,
        declinedText: config.declinedText,
        othersDeclinedText: config.othersDeclinedText,
        declineClearedText: config.declineClearedText,
      }),
    );

    cleanups.push(holdOfflineSubmits(root, config.offlineText));

    const step = config.step ?? listStep;
    // A window declares none of the tags: they are whatever the page's snippets installed.
    const globals =
      options.globals === undefined
        ? (root.ownerDocument.defaultView as TagGlobals | null)
        : options.globals;
    if (step !== null && globals)
      sendCheckoutStep(
        globals,
        { step, products: config.products, currency: config.currency, ga4Event: config.ga4Event },
        config.mode,
      );
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}
