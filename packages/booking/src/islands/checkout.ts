/**
 * `data-widget="checkout"`: the checkout page's enhancer (SPEC 2.7): numbered steps marked for
 * screen readers and themes, the fees disclosure, the travel-insurance rules (SPEC 4.9) and the
 * checkout step sent to analytics (SPEC 7.12). The server's checkout form works without it. It
 * wakes at once (the loader's default for it), so the step is sent with the page view.
 */
import type { WidgetModule } from '@stayfront/loader';
import { type CheckoutConfig, parseCheckoutConfig } from '../checkout/checkout-config.js';
import { startCheckout } from '../checkout/start-checkout.js';

export const parseConfig: WidgetModule<CheckoutConfig>['parseConfig'] = parseCheckoutConfig;

export const mount: WidgetModule<CheckoutConfig>['mount'] = (element, { config }) =>
  startCheckout(element, config);
