/** Video embeds of the video modal and the gallery (SPEC 2.2, 4.7): a channel plus a video id. */
export type VideoChannel = 'youtube' | 'vimeo';

/** The player address; YouTube through its no-cookie domain (the CSP allows exactly these two). */
export function videoEmbedUrl(channel: VideoChannel, videoId: string, { autoplay = false } = {}): string {
  const id = encodeURIComponent(videoId);
  if (channel === 'vimeo') return `https://player.vimeo.com/video/${id}${autoplay ? '?autoplay=1' : ''}`;
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0${autoplay ? '&autoplay=1' : ''}`;
}

/** A YouTube or Vimeo page or embed address -> its channel and id; null for anything else. */
export function parseVideoUrl(url: string | null | undefined): { channel: VideoChannel; videoId: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const path = parsed.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' && path[0]) return { channel: 'youtube', videoId: path[0] };
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = parsed.searchParams.get('v');
    if (v) return { channel: 'youtube', videoId: v };
    if ((path[0] === 'embed' || path[0] === 'shorts') && path[1]) return { channel: 'youtube', videoId: path[1] };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = path.find((segment) => /^\d+$/.test(segment));
    if (id) return { channel: 'vimeo', videoId: id };
  }
  return null;
}
