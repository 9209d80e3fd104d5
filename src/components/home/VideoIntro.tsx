import React, { useState } from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import { useGetAllReviewsSummaryQuery } from '../../features/reviews/reviews-api';
import { StarRating } from '../ui/StarRating';
import { VideoModal } from '../ui/VideoModal';
import type { VideoChannel } from '../../lib/video';
import { formatNumber } from '../../../contract/money';
import * as styles from './Home.module.css';

export interface VideoIntroProps {
  video: { channel: string; video_id: string; title: string };
  poster?: IGatsbyImageData;
  quote?: { text: string; author: string; country: string } | null;
}

/**
 * The video intro with a review box (SPEC 2.2): a poster with a play button opens the video
 * modal (the player is only embedded then); beside it the aggregate rating and a guest quote.
 */
export function VideoIntro({ video, poster, quote }: VideoIntroProps) {
  const [open, setOpen] = useState(false);
  const { data } = useGetAllReviewsSummaryQuery();
  const { count, rating } = data ?? { count: 0, rating: 5 };
  const channel: VideoChannel = video.channel === 'vimeo' ? 'vimeo' : 'youtube';
  return (
    <section className={styles.videoIntro} aria-labelledby="video-intro-title">
      <div className={`container ${styles.videoGrid}`}>
        <div className={styles.videoPoster}>
          {poster && <Picture image={poster} alt="" className={styles.posterImage} />}
          <button type="button" className={styles.play} onClick={() => setOpen(true)}>
            <span className={styles.playIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="34" height="34">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
            <span>Play the video: {video.title}</span>
          </button>
        </div>
        <div className={styles.reviewBox}>
          <h2 id="video-intro-title" className={styles.reviewBoxTitle}>
            Meet the team, then meet New Zealand
          </h2>
          <p className={styles.reviewScore}>
            <StarRating rating={rating} size={22} />
            <span>
              <strong>{rating.toFixed(1)}</strong> out of 5 from {formatNumber(count)} guest reviews
            </span>
          </p>
          {quote && (
            <figure className={styles.reviewQuote}>
              <blockquote>
                <p>{quote.text.length > 220 ? `${quote.text.slice(0, 220).replace(/\s+\S*$/, '')}…` : quote.text}</p>
              </blockquote>
              <figcaption>
                {quote.author}, {quote.country}
              </figcaption>
            </figure>
          )}
          <Link to="/about-us/reviews/" className={styles.arrowLink}>
            Read our guest reviews
          </Link>
        </div>
      </div>
      <VideoModal open={open} onClose={() => setOpen(false)} channel={channel} videoId={video.video_id} title={video.title} />
    </section>
  );
}
