import React, { useState } from 'react';
import { Picture } from '../ui/Picture';
import { parseVideoUrl } from '../../lib/video';
import { Gallery } from '../ui/Gallery';
import { MAX_SLIDES } from '../ui/gallery-rules';
import { VideoModal } from '../ui/VideoModal';
import { imageOf, type ImageFile } from '../tours/tour-types';
import { Section } from './Section';
import * as styles from './Home.module.css';

export interface GalleryItem {
  contentId: string;
  title: string;
  video_url: string | null;
  image: ImageFile;
}

/**
 * The social gallery (SPEC 2.2): a photo and video carousel of up to 10 slides from the road, each
 * with its caption; a video slide opens the video modal.
 */
export function SocialGallery({ items, social }: { items: GalleryItem[]; social: { network: string; url: string; label: string }[] }) {
  const [playing, setPlaying] = useState<{ channel: 'youtube' | 'vimeo'; videoId: string; title: string } | null>(null);
  const instagram = social.find((s) => s.network === 'instagram');
  if (items.length === 0) return null;
  return (
    <Section
      id="social-gallery"
      tone="sand"
      eyebrow="From the road"
      title="Life on tour"
      intro={
        instagram && (
          <p>
            Follow along on{' '}
            <a href={instagram.url} target="_blank" rel="noopener noreferrer">
              Instagram<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        )
      }
    >
      <Gallery label="Photos and videos from our tours" variant="row">
        {items.slice(0, MAX_SLIDES).map((item) => {
          const image = imageOf(item.image);
          const video = parseVideoUrl(item.video_url);
          // Inside a play button the picture is decorative: the button's label names the video.
          const picture = image ? <Picture image={image} alt={video ? '' : item.title} className={styles.socialImage} /> : null;
          return (
            <figure key={item.contentId} className={styles.socialItem}>
              <div className={styles.socialMedia}>
                {video ? (
                  <button type="button" className={styles.socialVideo} onClick={() => setPlaying({ ...video, title: item.title })}>
                    {picture}
                    <span className={styles.socialPlay} aria-hidden="true">
                      ▶
                    </span>
                    <span className="visually-hidden">Play the video: {item.title}</span>
                  </button>
                ) : (
                  picture
                )}
              </div>
              {/* The picture's alt text or the button already names it for assistive technology. */}
              <figcaption className={styles.socialCaption} aria-hidden="true">
                {item.title}
              </figcaption>
            </figure>
          );
        })}
      </Gallery>
      {playing && <VideoModal open onClose={() => setPlaying(null)} channel={playing.channel} videoId={playing.videoId} title={playing.title} />}
    </Section>
  );
}
