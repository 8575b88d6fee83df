import { DEFAULT_BANNER } from '@alankar/shared/settings';
import { Link } from '~/ui/shop-links';
import { useRootData } from '~/lib/use-root-data';
import { useWords } from '~/words/use-words';
import { MAIN_PICTURE } from '~/lib/scripts-after-paint';

/** The home page's banner: the owner's words for it in this language (Settings), beside the hero picture. */
export function Hero() {
  const { t, lang } = useWords();
  const banner = (useRootData()?.settings.banner ?? DEFAULT_BANNER)[lang];
  return (
    <section className="relative overflow-hidden border-b border-line bg-[#F4EDE3]">
      <div className="mx-auto grid max-w-7xl items-center gap-2 px-4 pt-6 pb-0 sm:px-6 md:grid-cols-2 md:gap-6 md:py-16">
        <div className="order-2 pb-10 text-center md:order-1 md:pb-0 md:text-left">
          {banner.tag ? (
            <p className="inline-block border border-gold-soft px-3 py-1 text-xs font-semibold tracking-[0.2em] text-gold uppercase">
              {banner.tag}
            </p>
          ) : null}
          <h1 className="mt-5 text-5xl leading-[1.05] sm:text-6xl lg:text-7xl">{banner.title}</h1>
          {banner.text ? (
            <p className="mx-auto mt-5 max-w-md leading-relaxed text-taupe md:mx-0">{banner.text}</p>
          ) : null}
          <Link to="/properties" className="btn btn-primary mt-8 px-8">
            {banner.button}
          </Link>
        </div>
        <div className="order-1 md:order-2">
          <img
            src="/images/hero-earrings.webp"
            srcSet="/images/hero-earrings-480.webp 480w, /images/hero-earrings-720.webp 720w, /images/hero-earrings.webp 960w"
            sizes="(min-width: 768px) 32rem, (min-width: 640px) 24rem, 15rem"
            alt={t.home.heroImageAlt}
            width={960}
            height={960}
            fetchPriority="high"
            elementtiming={MAIN_PICTURE}
            className="mx-auto aspect-square w-full max-w-[15rem] sm:max-w-sm md:max-w-lg"
          />
        </div>
      </div>
    </section>
  );
}
