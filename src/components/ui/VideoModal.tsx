import React from 'react';
import { Modal } from './Modal';
import { videoEmbedUrl, type VideoChannel } from '../../lib/video';
import * as styles from './VideoModal.module.css';

export interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  channel: VideoChannel;
  videoId: string;
  title: string;
}

/**
 * SPEC 2.2, 4.7, 9: a video in a modal, 16:9, opening with a 300 ms animation and closing on
 * request or Escape. The player (youtube-nocookie or Vimeo) is only embedded once opened, so
 * no third-party request or cookie happens before the visitor asks for the video.
 */
export function VideoModal({ open, onClose, channel, videoId, title }: VideoModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} hideTitle size="video" animationMs={300}>
      <div className={styles.frame}>
        {open && (
          <iframe
            src={videoEmbedUrl(channel, videoId, { autoplay: true })}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            className={styles.iframe}
          />
        )}
      </div>
    </Modal>
  );
}
