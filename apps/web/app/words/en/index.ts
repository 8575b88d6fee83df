/** Every word a shopper reads, in English: the source the other languages must match key for key. */
import { shell } from './shell';
import { home } from './home';
import { about } from './about';
import { blog } from './blog';
import { chat } from './chat';
import { newsletter } from './newsletter';
import { catalogue } from './catalogue';
import { product } from './product';
import { cart } from './cart';
import { common } from './common';
import { auth } from './auth';
import { checkout } from './checkout';
import { payment } from './payment';
import { orders } from './orders';
import { placed } from './placed';
import { track } from './track';

export const en = { shell, home, about, blog, chat, newsletter, catalogue, product, cart, common, auth, checkout, payment, orders, placed, track };
