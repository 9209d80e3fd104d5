import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialGallery, type GalleryItem } from './SocialGallery';

const image = { childImageSharp: { gatsbyImageData: { images: { fallback: { src: '/p.jpg' } }, layout: 'constrained' as const, width: 320, height: 320 } } };
const item = (n: number, video_url: string | null = null): GalleryItem => ({ contentId: `g${n}`, title: `Moment ${n}`, video_url, image });
const social = [{ network: 'instagram', url: 'https://instagram.com/keatrails', label: 'Instagram' }];

describe('SocialGallery', () => {
  it('is a carousel of at most 10 slides, each with its caption', () => {
    render(<SocialGallery items={Array.from({ length: 12 }, (_, i) => item(i + 1))} social={social} />);
    const carousel = screen.getByRole('region', { name: 'Photos and videos from our tours' });
    const slides = within(carousel).getAllByRole('group', { name: /^\d+ of 10$/ });
    expect(slides).toHaveLength(10);
    expect(within(slides[0]).getByRole('img', { name: 'Moment 1' })).toBeInTheDocument();
    expect(within(slides[0]).getByText('Moment 1')).toBeVisible();
    expect(screen.queryByText('Moment 11')).not.toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('plays a video slide in the video modal', async () => {
    const user = userEvent.setup();
    render(<SocialGallery items={[item(1), item(2, 'https://youtu.be/abc123')]} social={social} />);
    await user.click(screen.getByRole('button', { name: 'Play the video: Moment 2' }));
    expect(screen.getByTitle('Moment 2')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/abc123'));
  });

  it('shows nothing without items', () => {
    const { container } = render(<SocialGallery items={[]} social={social} />);
    expect(container).toBeEmptyDOMElement();
  });
});
