/** 'Get updates' in the footer, and what the sign-up answers. */
export const newsletter = {
  title: 'Get updates',
  text: 'New pieces and offers, a few times a month. No spam.',
  email: 'Email address',
  placeholder: 'Your email address',
  subscribe: 'Subscribe',
  sending: 'Sending…',
  invalid: 'Please enter a valid email address.',
  subscribed: 'Thank you! {email} will hear about new pieces first.',
  alreadySubscribed: '{email} is already on our list. Thank you!',
};
