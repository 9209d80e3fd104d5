import React, { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoModal } from './VideoModal';

function Harness({ channel = 'youtube' as const, id = 'xr8ZnLd1xHk' }: { channel?: 'youtube' | 'vimeo'; id?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Play video
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} channel={channel} videoId={id} title="See New Zealand with us" />
    </>
  );
}

describe('VideoModal', () => {
  it('embeds nothing until it is opened, then the no-cookie YouTube player', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    const dialog = screen.getByRole('dialog', { name: 'See New Zealand with us' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/xr8ZnLd1xHk?rel=0&autoplay=1');
    expect(frame).toHaveAttribute('title', 'See New Zealand with us');
  });

  it('plays Vimeo videos through the Vimeo player', async () => {
    const user = userEvent.setup();
    render(<Harness channel="vimeo" id="76979871" />);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByRole('dialog').querySelector('iframe')!.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
  });

  it('closes on Escape, removing the player', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toHaveFocus();
  });
});
