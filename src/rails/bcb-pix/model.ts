// Owns what the BCB API Pix adapter says of itself. What it hands to the rest of Ponte, in Ponte's words (a charge, a
// PIX received, a refund, a webhook notice), is the PixCollector interface in rails/capabilities/pix-collection.ts.

/** What the adapter can do. */
export const capabilities = ['collections', 'refunds', 'webhooks', 'polling'] as const;
export type Capability = (typeof capabilities)[number];

export type * from '../capabilities/pix-collection.ts';
