import React from 'react';
import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './Picture';

const image = (layout: IGatsbyImageData['layout'], src = '/static/a/photo.jpg'): IGatsbyImageData => ({
  layout,
  width: 380,
  height: 230,
  backgroundColor: '#385848',
  images: {
    fallback: { src, srcSet: `${src} 380w`, sizes: '(min-width: 380px) 380px, 100vw' },
    sources: [{ type: 'image/webp', srcSet: '/static/a/photo.webp 380w', sizes: '(min-width: 380px) 380px, 100vw' }],
  },
});

describe('Picture', () => {
  it('renders a lazy, sized picture with the WebP source and the fallback, and nothing else', () => {
    const { container } = render(<Picture image={image('constrained')} alt="Milford Sound" className="slide" />);
    const img = screen.getByRole('img', { name: 'Milford Sound' });
    expect(img).toHaveAttribute('src', '/static/a/photo.jpg');
    expect(img).toHaveAttribute('srcset', '/static/a/photo.jpg 380w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '380');
    expect(img).toHaveAttribute('height', '230');
    expect(container.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(container.querySelectorAll('script, noscript, [data-placeholder-image]')).toHaveLength(0);
    expect(container.firstElementChild).toHaveClass('gatsby-image-wrapper', 'gatsby-image-wrapper-constrained', 'slide');
    expect(container.firstElementChild).toHaveStyle({ backgroundColor: '#385848' });
  });

  it('loads eagerly when told (the first screen), and first of all for the main picture', () => {
    const eager = render(<Picture image={image('constrained')} alt="" loading="eager" />);
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(eager.container.querySelector('img')).not.toHaveAttribute('fetchpriority');
    const main = render(<Picture image={image('fullWidth')} alt="" priority />);
    expect(main.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(main.container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(main.container.querySelector('img')).not.toHaveAttribute('width');
  });

  it('keeps the box to the picture: a ratio for full-width ones, at most its width for constrained ones, its size for fixed ones', () => {
    const fluid = render(<Picture image={image('fullWidth')} alt="" />);
    expect(fluid.container.querySelector('[aria-hidden="true"]')).toHaveStyle({ aspectRatio: '380 / 230' });
    const constrained = render(<Picture image={image('constrained')} alt="" />);
    expect(constrained.container.querySelector('canvas')).toHaveAttribute('width', '380');
    expect(constrained.container.querySelector('canvas')).toHaveStyle({ maxWidth: '100%' });
    const fixed = render(<Picture image={image('fixed', '/static/a/map.png')} alt="Route map" />);
    expect(fixed.container.firstElementChild).toHaveStyle({ width: '380px', height: '230px' });
  });

  it('puts no colour behind a picture that may be transparent', () => {
    const { container } = render(<Picture image={image('fixed', '/static/a/map.png')} alt="Route map" />);
    expect((container.firstElementChild as HTMLElement).style.backgroundColor).toBe('');
  });
});
