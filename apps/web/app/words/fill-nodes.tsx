import { Fragment } from 'react';

/**
 * A message whose `{placeholders}` are parts of the page (a bold email, a link), in the order the language puts them:
 * `fillNodes(t.auth.cannotWait, { email: <strong>{email}</strong> })`.
 */
export function fillNodes(message: string, nodes: Record<string, React.ReactNode>): React.ReactNode {
  return message
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment> : part));
}
