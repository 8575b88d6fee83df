/** The chat with the shop that opens WhatsApp. `{name}` is the shop's name as the owner set it. */
export const chat = {
  open: 'Chat with {name} on WhatsApp',
  hide: 'Hide chat',
  dialog: 'Chat with {name}',
  close: 'Close chat',
  status: 'Typically replies within 1 hour',
  greeting: 'Hello there! How can we help?',
  typing: '{name} is typing',
  message: 'Message',
  placeholder: 'Type a message..',
  send: 'Send message',
};
