import { data } from 'react-router';

/** Any path no other route claims: the shop's own 404 page, with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
