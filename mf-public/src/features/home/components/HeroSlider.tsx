/**
 * The home page's hero slider: one slide at a time, its picture covering the band behind the text, and below
 * the text (never over it) previous/next icon buttons and a button per slide.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HomeSlide } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { SiteIcon } from '../../../components/SiteIcon';
import './hero.css';

export function HeroSlider({ slides }: { slides: HomeSlide[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <section className="hero bg-dark text-white" aria-roledescription="carousel" aria-label={t('home.slider')}>
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          className={i === index ? 'hero-slide' : 'd-none'}
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.slide_of', { number: i + 1, total: slides.length })}
        >
          {slide.image && <ResponsiveImage image={slide.image} alt="" className="hero-image" priority={i === 0} />}
          <div className="container hero-text">
            {i === 0 ? (
              <h1 className="hero-title fw-bold">{localized(slide, 'title', lang)}</h1>
            ) : (
              <h2 className="hero-title fw-bold">{localized(slide, 'title', lang)}</h2>
            )}
            <p className="lead">{localized(slide, 'subtitle', lang)}</p>
            {slide.link && (
              <Link className="btn btn-warning btn-lg" to={slide.link}>
                {t('home.hero_cta')}
              </Link>
            )}
          </div>
        </div>
      ))}
      {slides.length > 1 && (
        <div className="hero-controls container d-flex align-items-center gap-2">
          <button
            type="button"
            className="btn btn-light hero-arrow"
            aria-label={t('home.previous_slide')}
            title={t('home.previous_slide')}
            onClick={() => go(index - 1)}
          >
            <SiteIcon name="previous" />
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={`hero-dot${i === index ? ' is-current' : ''}`}
              aria-label={t('home.slide_of', { number: i + 1, total: slides.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <button
            type="button"
            className="btn btn-light hero-arrow"
            aria-label={t('home.next_slide')}
            title={t('home.next_slide')}
            onClick={() => go(index + 1)}
          >
            <SiteIcon name="next" />
          </button>
        </div>
      )}
    </section>
  );
}
