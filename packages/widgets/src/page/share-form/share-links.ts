/**
 * Social share links (SPEC 2.5): each network's share address with the URL and title encoded.
 * Only an http(s) URL is shared; anything else gives no links.
 */
import type { Network } from './share-config.js';

export const NETWORK_LABELS: Record<Network, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  email: 'Email',
};

/** The shared URL, absolute, with `param=channel` when a share parameter is set; null unless http(s). */
export function shareUrl(value: string, base: string, param: string | null, channel: string) {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (param) url.searchParams.set(param, channel);
  return url.href;
}

export function networkHref(network: Network, url: string, title: string): string {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'x':
      return `https://twitter.com/intent/tweet?${query({ url, text: title })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
    case 'whatsapp':
      return `https://wa.me/?${query({ text: title ? `${title} ${url}` : url })}`;
    case 'email':
      // mailto: reads `+` literally, so percent-encoding throughout.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  }
}
