import { parseVideoUrl, videoEmbedUrl } from './video';

describe('video embeds', () => {
  it('embeds YouTube through the no-cookie domain and Vimeo through its player', () => {
    expect(videoEmbedUrl('youtube', 'xr8ZnLd1xHk')).toBe('https://www.youtube-nocookie.com/embed/xr8ZnLd1xHk?rel=0');
    expect(videoEmbedUrl('youtube', 'abc', { autoplay: true })).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1');
    expect(videoEmbedUrl('vimeo', '76979871', { autoplay: true })).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
  });

  it('reads the channel and id from the usual addresses', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=xr8ZnLd1xHk')).toEqual({ channel: 'youtube', videoId: 'xr8ZnLd1xHk' });
    expect(parseVideoUrl('https://youtu.be/xr8ZnLd1xHk')).toEqual({ channel: 'youtube', videoId: 'xr8ZnLd1xHk' });
    expect(parseVideoUrl('https://www.youtube.com/embed/abc123')).toEqual({ channel: 'youtube', videoId: 'abc123' });
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ channel: 'vimeo', videoId: '76979871' });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')).toEqual({ channel: 'vimeo', videoId: '76979871' });
  });

  it('gives null for anything else', () => {
    expect(parseVideoUrl('https://example.com/video.mp4')).toBeNull();
    expect(parseVideoUrl('not a url')).toBeNull();
    expect(parseVideoUrl(null)).toBeNull();
  });
});
