import type { ProductListQuery } from '@alankar/shared/catalogue-schemas';
import type { BlogListQuery } from '@alankar/shared/blog-schemas';
import type { createCatalogueService } from '../products/catalogue-service';
import type { createBlogService } from '../blogs/blog-service';
import type { createSettingsService } from '../settings/settings-service';
import type { ReadCache, Topic } from './read-cache';

type CatalogueService = ReturnType<typeof createCatalogueService>;
type BlogService = ReturnType<typeof createBlogService>;
type SettingsService = ReturnType<typeof createSettingsService>;

type Write = (...args: never[]) => Promise<unknown>;

/**
 * `service`'s methods named `writes`, each followed by dropping `topic` from this process's cache at once, so the
 * writer's next read sees the change; other processes hear of it from the database (change-feed.ts).
 */
export function writesTo<Service extends Record<Name, Write>, Name extends keyof Service>(
  cache: ReadCache,
  topic: Topic,
  service: Service,
  writes: readonly Name[],
): Pick<Service, Name> {
  const wrapped = {} as Pick<Service, Name>;
  for (const name of writes) {
    const write = service[name];
    wrapped[name] = (async (...args: Parameters<typeof write>) => {
      try {
        return await write.apply(service, args);
      } finally {
        cache.invalidate(topic);
      }
    }) as Service[Name];
  }
  return wrapped;
}

const listingKey = ({ q, category, sort, page, size, optionValue }: ProductListQuery) =>
  `products?${JSON.stringify([q, category, sort, page, size, optionValue])}`;

export function cachedCatalogue(catalogue: CatalogueService, cache: ReadCache): CatalogueService {
  return {
    listProducts: (query) => cache.read(listingKey(query), ['products'], () => catalogue.listProducts(query)),
    getProduct: (id) => cache.read(`product/${id}`, ['products'], () => catalogue.getProduct(id)),
    optionValues: (category) =>
      cache.read(`option-values/${category ?? ''}`, ['products'], () => catalogue.optionValues(category)),
    ...writesTo(cache, 'products', catalogue, ['createProduct', 'updateProduct', 'deleteProduct']),
  };
}

const blogsKey = ({ page, size, lang }: BlogListQuery) => `blogs?${JSON.stringify([page, size, lang])}`;

export function cachedBlog(blog: BlogService, cache: ReadCache): BlogService {
  return {
    listBlogs: (query) => cache.read(blogsKey(query), ['blogs'], () => blog.listBlogs(query)),
    getBlog: (id) => cache.read(`blog/${id}`, ['blogs'], () => blog.getBlog(id)),
    listTitles: () => cache.read('blog-titles', ['blogs'], () => blog.listTitles()),
    ...writesTo(cache, 'blogs', blog, ['createBlog', 'updateBlog', 'deleteBlog']),
  };
}

export function cachedSettings(settings: SettingsService, cache: ReadCache): SettingsService {
  return {
    get: () => cache.read('settings', ['shop_settings'], () => settings.get()),
    ...writesTo(cache, 'shop_settings', settings, ['update']),
  };
}
