/**
 * What the API says to a shopper, in Bangla, keyed by its English wording. `{name}` stands for a part that varies
 * (a number, an amount, a piece's title, an order number); the Bangla uses the same names. The English messages stay
 * where they are thrown, so the shop's code reads as before; a shopper on a Bangla page gets these instead.
 * Staff-only messages (refunds, the dashboard's tools) stay English, as the dashboard does.
 */
export const BANGLA_MESSAGES: Record<string, string> = {
  // Generic answers
  'Something went wrong on our side. Please try again.': 'আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  'Please check your details and try again.': 'আপনার তথ্যগুলো দেখে আবার চেষ্টা করুন।',
  'Too many attempts. Please wait a minute and try again.':
    'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'This address is not valid. Check the link and try again.': 'এই ঠিকানাটি সঠিক নয়। লিংকটি দেখে আবার চেষ্টা করুন।',
  'Text must not contain NUL characters': 'লেখায় NUL অক্ষর থাকতে পারবে না',
  'Please sign in and try again.': 'সাইন ইন করে আবার চেষ্টা করুন।',

  // Shipping details
  'Enter your full name': 'আপনার পুরো নাম লিখুন',
  'Name must be at most {count} characters': 'নাম সর্বোচ্চ {count} অক্ষরের হতে পারে',
  'Enter your name': 'আপনার নাম লিখুন',
  'Enter your address': 'আপনার ঠিকানা লিখুন',
  'Address must be at most {count} characters': 'ঠিকানা সর্বোচ্চ {count} অক্ষরের হতে পারে',
  'Enter your city': 'আপনার শহর বা জেলার নাম লিখুন',
  'City must be at most {count} characters': 'শহরের নাম সর্বোচ্চ {count} অক্ষরের হতে পারে',
  'Enter an 11-digit mobile number, like 01711-223344': '১১ সংখ্যার মোবাইল নম্বর লিখুন, যেমন ০১৭১১-২২৩৩৪৪',
  'Enter a Bangladeshi mobile number, like 01711-223344': 'বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১১-২২৩৩৪৪',
  'Enter a valid email address': 'সঠিক ইমেইল ঠিকানা লিখুন',
  'Email must be at most {count} characters': 'ইমেইল সর্বোচ্চ {count} অক্ষরের হতে পারে',
  'Choose your district': 'আপনার জেলা বেছে নিন',
  'Choose your area': 'আপনার এলাকা বেছে নিন',
  'Choose your district from the list': 'তালিকা থেকে আপনার জেলা বেছে নিন',
  'Choose your area from the list': 'তালিকা থেকে আপনার এলাকা বেছে নিন',
  'Note must be at most {count} characters': 'নোট সর্বোচ্চ {count} অক্ষরের হতে পারে',
  'There is no district with this id.': 'এই আইডির কোনো জেলা নেই।',

  'Cash on delivery is not available for this mobile number. Please choose another way to pay, and we will send your order as usual.':
    'এই মোবাইল নম্বরে ক্যাশ অন ডেলিভারি নেওয়া যাচ্ছে না। অনুগ্রহ করে অন্যভাবে পেমেন্ট করুন, অর্ডার যথারীতি পাঠানো হবে।',
  'We already have the TrxID of this delivery fee. We will confirm your order soon.':
    'এই ডেলিভারি চার্জের TrxID আমরা পেয়ে গেছি। শিগগিরই আপনার অর্ডার কনফার্ম করব।',
  'Order {number} does not need its delivery fee sent in advance.':
    'অর্ডার {number}-এর ডেলিভারি চার্জ আগে পাঠানোর দরকার নেই।',
  'Pay with bKash is not available right now. Please send the fee by bKash Send Money.':
    'বিকাশে পেমেন্ট এখন নেওয়া যাচ্ছে না। অনুগ্রহ করে চার্জটি বিকাশ সেন্ড মানি করে পাঠান।',
  // Discount codes
  'There is no discount code {code}. Check it and try again.':
    '{code} নামে কোনো ডিসকাউন্ট কোড নেই। কোডটি দেখে আবার চেষ্টা করুন।',
  "The code {code} can't be used right now.": '{code} কোডটি এখন ব্যবহার করা যাচ্ছে না।',
  'The code {code} has not started yet.': '{code} কোডটি এখনো চালু হয়নি।',
  'The code {code} has expired.': '{code} কোডটির মেয়াদ শেষ হয়ে গেছে।',
  'The code {code} has been used up.': '{code} কোডটির সব ব্যবহার শেষ হয়ে গেছে।',
  'This mobile number has already used the code {code}.': 'এই মোবাইল নম্বরে {code} কোডটি আগেই ব্যবহার করা হয়েছে।',
  'The code {code} needs pieces worth at least {amount}.': '{code} কোডটি ব্যবহার করতে কমপক্ষে {amount}-এর পণ্য কিনতে হবে।',
  'The code {code} is not for the pieces in your cart.': '{code} কোডটি আপনার কার্টের পণ্যগুলোর জন্য নয়।',
  'The code {code} is for a first order only.': '{code} কোডটি শুধু প্রথম অর্ডারের জন্য।',
  'Nothing is left to pay on this order: choose cash on delivery.':
    'এই অর্ডারে পরিশোধ করার মতো কিছু বাকি নেই: ক্যাশ অন ডেলিভারি বেছে নিন।',
  'The code {code} takes nothing off this order.': '{code} কোডে এই অর্ডারে কোনো ছাড় হয় না।',
  'A discount code has at most {count} letters and digits': 'ডিসকাউন্ট কোডে সর্বোচ্চ {count}টি অক্ষর ও সংখ্যা থাকে',

  // Finding an order by its number and phone
  'We could not find an order with this number and phone number. Check both and try again.':
    'এই অর্ডার নম্বর আর মোবাইল নম্বরে কোনো অর্ডার পাওয়া যায়নি। দুটোই দেখে আবার চেষ্টা করুন।',
  'Too many tries to find an order. Please wait {count} minutes and try again, or message us on WhatsApp.':
    'অর্ডার খোঁজার চেষ্টা অনেকবার হয়েছে। {count} মিনিট অপেক্ষা করে আবার চেষ্টা করুন, অথবা হোয়াটসঅ্যাপে আমাদের লিখুন।',
  'Too many tries to find an order. Please wait {count} minute and try again, or message us on WhatsApp.':
    'অর্ডার খোঁজার চেষ্টা অনেকবার হয়েছে। {count} মিনিট অপেক্ষা করে আবার চেষ্টা করুন, অথবা হোয়াটসঅ্যাপে আমাদের লিখুন।',
  'Enter the order number, like 100245': 'অর্ডার নম্বর লিখুন, যেমন ১০০২৪৫',
  'This link is not valid': 'লিংকটি সঠিক নয়',

  // A code by SMS before cash on delivery
  'Confirm your mobile number with the code we send by SMS, then place the order.':
    'SMS-এ পাঠানো কোড দিয়ে আপনার মোবাইল নম্বর নিশ্চিত করুন, তারপর অর্ডার করুন।',
  'We have just sent a code. You can ask for another in {count} seconds.':
    'এইমাত্র একটি কোড পাঠানো হয়েছে। {count} সেকেন্ড পর আরেকটি চাইতে পারবেন।',
  'Too many codes were asked for. Please try again in an hour.': 'অনেকবার কোড চাওয়া হয়েছে। এক ঘণ্টা পর আবার চেষ্টা করুন।',
  'Ask for a code first.': 'আগে একটি কোড চেয়ে নিন।',
  'Ask for a code first': 'আগে একটি কোড চেয়ে নিন',
  'This code has expired. Ask for a new one.': 'কোডটির মেয়াদ শেষ। নতুন কোড চেয়ে নিন।',
  'This code has expired': 'কোডটির মেয়াদ শেষ',
  'Too many wrong tries. Ask for a new code.': 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চেয়ে নিন।',
  'This code is not right. {count} tries left.': 'কোডটি সঠিক নয়। আরও {count} বার চেষ্টা করতে পারবেন।',
  'This code is not right. {count} try left.': 'কোডটি সঠিক নয়। আরও {count} বার চেষ্টা করতে পারবেন।',
  'This code is not right. Ask for a new one.': 'কোডটি সঠিক নয়। নতুন কোড চেয়ে নিন।',
  'The code has 6 digits': 'কোডে ৬টি সংখ্যা থাকে',

  // The cart and the order
  'Your cart is empty': 'আপনার কার্ট খালি',
  'Product id is not valid': 'গয়নাটির আইডি সঠিক নয়',
  'Variant id is not valid': 'মাপটির আইডি সঠিক নয়',
  'Choose the size or length of {title}, then try again.': '{title}-এর মাপ বা দৈর্ঘ্য বেছে নিয়ে আবার চেষ্টা করুন।',
  'Order id is not valid': 'অর্ডারের আইডি সঠিক নয়',
  'Quantity must be a number': 'পরিমাণ একটি সংখ্যা হতে হবে',
  'Quantity must be a whole number': 'পরিমাণ পূর্ণ সংখ্যা হতে হবে',
  'Quantity must be at least 1': 'পরিমাণ অন্তত ১ হতে হবে',
  'Quantity is too large': 'পরিমাণ অনেক বেশি',
  'At most {count} of one piece per order': 'এক অর্ডারে একটি গয়না সর্বোচ্চ {count}টি নেওয়া যায়',
  'At most {count} different pieces per order': 'এক অর্ডারে সর্বোচ্চ {count}টি আলাদা গয়না নেওয়া যায়',
  'A piece in your cart is no longer in the shop. Remove it and try again.':
    'আপনার কার্টের একটি গয়না আর দোকানে নেই। সেটি সরিয়ে আবার চেষ্টা করুন।',
  '{title} has just sold out. Remove it from your cart and try again.':
    '{title} এইমাত্র বিক্রি হয়ে গেছে। কার্ট থেকে সরিয়ে আবার চেষ্টা করুন।',
  'Only {count} left of {title}. Lower the quantity and try again.':
    '{title} আর মাত্র {count}টি আছে। পরিমাণ কমিয়ে আবার চেষ্টা করুন।',
  'An order can come to at most {amount}. For a larger order, please message us on WhatsApp.':
    'একটি অর্ডার সর্বোচ্চ {amount} পর্যন্ত হতে পারে। এর বেশি অর্ডারের জন্য হোয়াটসঅ্যাপে আমাদের লিখুন।',
  'This account, phone number or address has placed {count} orders today, the most one shopper can in a day. Please message us on WhatsApp and we will take your order.':
    'এই অ্যাকাউন্ট, ফোন নম্বর বা ঠিকানা থেকে আজ {count}টি অর্ডার হয়েছে, একজন ক্রেতা দিনে এর বেশি অর্ডার করতে পারেন না। হোয়াটসঅ্যাপে লিখুন, আমরা আপনার অর্ডার নিয়ে নেব।',
  'Your unpaid orders already hold {count} piece; one shopper can hold at most {limit} at a time. Pay for or cancel an order first, or message us on WhatsApp.':
    'আপনার অপরিশোধিত অর্ডারে ইতিমধ্যে {count}টি গয়না রাখা আছে; একজন ক্রেতা একসাথে সর্বোচ্চ {limit}টি রাখতে পারেন। আগে একটি অর্ডারের পেমেন্ট করুন বা বাতিল করুন, অথবা হোয়াটসঅ্যাপে লিখুন।',
  'Your unpaid orders already hold {count} pieces; one shopper can hold at most {limit} at a time. Pay for or cancel an order first, or message us on WhatsApp.':
    'আপনার অপরিশোধিত অর্ডারে ইতিমধ্যে {count}টি গয়না রাখা আছে; একজন ক্রেতা একসাথে সর্বোচ্চ {limit}টি রাখতে পারেন। আগে একটি অর্ডারের পেমেন্ট করুন বা বাতিল করুন, অথবা হোয়াটসঅ্যাপে লিখুন।',
  'One order can hold at most {count} pieces until it is paid. Lower the quantities, or message us on WhatsApp.':
    'পেমেন্টের আগে একটি অর্ডারে সর্বোচ্চ {count}টি গয়না রাখা যায়। পরিমাণ কমান, অথবা হোয়াটসঅ্যাপে আমাদের লিখুন।',
  'We could not find this order.': 'অর্ডারটি খুঁজে পাওয়া যায়নি।',
  'We could not find that. It may have been removed.': 'এটি খুঁজে পাওয়া যায়নি। হয়তো সরিয়ে ফেলা হয়েছে।',

  // Paying
  'Enter the TrxID from the SMS bKash sent you': 'বিকাশের পাঠানো এসএমএস থেকে TrxID লিখুন',
  'A TrxID has 10 letters and digits, as in the SMS from bKash':
    'TrxID-তে ১০টি অক্ষর ও সংখ্যা থাকে, বিকাশের এসএমএস-এ যেমন আছে',
  'Enter the bKash number you paid from': 'যে বিকাশ নম্বর থেকে টাকা পাঠিয়েছেন সেটি লিখুন',
  'Confirm that you have sent the money and agree to the shop’s policies':
    'নিশ্চিত করুন যে আপনি টাকা পাঠিয়েছেন এবং দোকানের নীতিমালায় সম্মত আছেন',
  'This TrxID was already used for another order. Check the SMS from bKash and try again.':
    'এই TrxID আগে অন্য একটি অর্ডারে ব্যবহার করা হয়েছে। বিকাশের এসএমএস দেখে আবার চেষ্টা করুন।',
  '“{method}” is not available right now. Please choose another way to pay.':
    '“{method}” এখন ব্যবহার করা যাচ্ছে না। অন্য কোনো উপায়ে পেমেন্ট করুন।',
  '{provider} is not answering right now. Your order is saved: please try again in a minute.':
    '{provider} এখন সাড়া দিচ্ছে না। আপনার অর্ডার সংরক্ষিত আছে: এক মিনিট পরে আবার চেষ্টা করুন।',
  'Order {number} is already paid.': 'অর্ডার {number}-এর পেমেন্ট আগেই হয়ে গেছে।',
  'Order {number} can’t change how it is paid any more.': 'অর্ডার {number}-এর পেমেন্টের উপায় আর বদলানো যাবে না।',
  "Order {number} can't change how it is paid any more.": 'অর্ডার {number}-এর পেমেন্টের উপায় আর বদলানো যাবে না।',

  // Accounts
  'Password must be at least {count} characters': 'পাসওয়ার্ড অন্তত {count} অক্ষরের হতে হবে',
  'Password must be at most {count} characters': 'পাসওয়ার্ড সর্বোচ্চ {count} অক্ষরের হতে পারে',
  'Invalid email or password': 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
  'User already exists. Use another email.': 'এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে। অন্য ইমেইল ব্যবহার করুন।',
  'User already exists': 'এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে',
  'Password too short': 'পাসওয়ার্ড খুব ছোট',
  'Password too long': 'পাসওয়ার্ড খুব বড়',
  'Invalid email': 'ইমেইল ঠিকানা সঠিক নয়',
  'Invalid token': 'লিংকটি আর কাজ করছে না। নতুন একটি লিংক চেয়ে নিন।',
  'Too many failed sign-ins from here. Try again in {count} minutes, or we can email you a link to sign in.':
    'এখান থেকে অনেকবার ভুল সাইন ইন হয়েছে। {count} মিনিট পরে আবার চেষ্টা করুন, অথবা আমরা আপনাকে সাইন ইনের একটি লিংক ইমেইল করতে পারি।',
  'We have already emailed this address {count} links in the last hour. Look in its inbox (and spam folder), or try again later.':
    'গত এক ঘণ্টায় এই ঠিকানায় আমরা {count}টি লিংক পাঠিয়েছি। ইনবক্স (আর স্প্যাম ফোল্ডার) দেখুন, অথবা পরে আবার চেষ্টা করুন।',
};
