import { thumbnailUrl } from '@alankar/shared/images';
import { useWords } from '~/words/use-words';

interface InstagramGalleryProps {
  url: string;
  images: { src: string; alt: string }[];
}

function handleOf(url: string): string | null {
  const path = new URL(url).pathname.replace(/\/+$/, '').split('/').pop();
  return path ? `@${path}` : null;
}

export function InstagramGallery({ url, images }: InstagramGalleryProps) {
  const { t, fill } = useWords();
  return (
    <section aria-labelledby="instagram-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-8 text-center">
        <p className="eyebrow">{t.home.instagram}</p>
        <h2 id="instagram-title" className="mt-2 text-4xl">
          {fill(t.home.instagramFollow, { handle: handleOf(url) ?? t.home.instagram })}
        </h2>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-6">
        {images.map((image) => (
          <li key={image.src}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="group block overflow-hidden"
              aria-label={fill(t.home.instagramImage, { name: image.alt })}
            >
              <img
                src={thumbnailUrl(image.src)}
                alt={image.alt}
                width={480}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
