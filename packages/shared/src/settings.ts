/** What the shop says about itself in the chat widget, footer and gallery. */
export interface ShopSettings {
  displayName: string;
  /** International format without '+', as WhatsApp links want it: 8801711000000. */
  whatsappNumber: string;
  instagramUrl: string;
  /** The shop's personal bKash number shoppers send money to, as a local mobile number: 01711000000. */
  bkashNumber: string;
  chat: {
    placeholder: string;
    /** Seconds before the chat nudges a visitor who has not opened it; 0 turns the nudge off. */
    notificationDelaySeconds: number;
  };
}

export const CHAT_DEFAULTS = {
  placeholder: 'Type a message..',
  status: 'Typically replies within 1 hour',
  greeting: 'Hello there! How can we help?',
  messageDelayMs: 2000,
  notificationDelaySeconds: 60,
  minNotificationDelaySeconds: 10,
  heightPx: 320,
} as const;

export function whatsappSendUrl(phone: string, text: string): string {
  const params = new URLSearchParams({ phone, text });
  return `https://api.whatsapp.com/send?${params.toString()}`;
}
