/** The home page's hero slider: one slide at a time with previous/next and a button per slide. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HomeSlide } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';

export function HeroSlider({ slides }: { slides: HomeSlide[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <section className="position-relative bg-dark text-white" aria-roledescription="carousel" aria-label={t('home.slider')}>
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          className={i === index ? 'position-relative' : 'd-none'}
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.slide_of', { number: i + 1, total: slides.length })}
        >
          {slide.image && (
            <ResponsiveImage image={slide.image} alt="" className="w-100 h-auto opacity-50 d-block" priority={i === 0} />
          )}
          <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center">
            <div className="container">
              {i === 0 ? (
                <h1 className="display-5 fw-bold">{localized(slide, 'title', lang)}</h1>
              ) : (
                <h2 className="display-5 fw-bold">{localized(slide, 'title', lang)}</h2>
              )}
              <p className="lead">{localized(slide, 'subtitle', lang)}</p>
              {slide.link && (
                <Link className="btn btn-warning" to={slide.link}>
                  {t('home.hero_cta')}
                </Link>
              )}
            </div>
          </div>
        </div>
      ))}
      {slides.length > 1 && (
        <div className="position-absolute bottom-0 start-0 w-100 d-flex justify-content-center gap-2 pb-3">
          <button type="button" className="btn btn-sm btn-light" onClick={() => go(index - 1)}>
            {t('home.previous_slide')}
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={`btn btn-sm ${i === index ? 'btn-warning' : 'btn-outline-light'}`}
              aria-label={t('home.slide_of', { number: i + 1, total: slides.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            >
              {i + 1}
            </button>
          ))}
          <button type="button" className="btn btn-sm btn-light" onClick={() => go(index + 1)}>
            {t('home.next_slide')}
          </button>
        </div>
      )}
    </section>
  );
}
