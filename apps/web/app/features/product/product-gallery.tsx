import { useState } from 'react';
import { thumbnailUrl } from '@alankar/shared/images';
import { ProductImage } from '~/ui/product-image';
import { useWords } from '~/words/use-words';

export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const { t, fill } = useWords();
  const current = images[selected] ?? images[0] ?? '';
  return (
    <div className="flex flex-col gap-3">
      <ProductImage src={current} alt={title} sizes="(min-width: 768px) 50vw, 100vw" eager />
      {images.length > 1 ? (
        <div className="flex gap-3" role="group" aria-label={t.product.pictures}>
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              onClick={() => setSelected(index)}
              aria-label={fill(t.product.showPicture, { number: index + 1, total: images.length })}
              aria-pressed={index === selected}
              className={`size-20 overflow-hidden border-2 bg-white ${index === selected ? 'border-gold-soft' : 'border-transparent'}`}
            >
              <img src={thumbnailUrl(image)} alt="" width={80} height={80} className="size-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
