/** The blog: the list of posts, a post's page and the cards both use. */
export const blog = {
  metaTitle: 'Journal · Alankar',
  metaDescription: 'Jewellery care, gifting ideas and the trends we love, from the Alankar team in Dhaka.',
  eyebrow: 'Journal',
  title: 'From Our Blog',
  intro: 'Caring for your jewellery, choosing gifts, and what we are loving this season.',
  pagerLabel: 'Blog page',
  byAdmin: 'By Admin',
  loading: 'Loading posts',
  empty: 'No posts here yet.',
  postTitle: '{title} · Alankar',
  postNotFound: 'Post not found · Alankar',
  readMore: 'Read More Blogs',
};
