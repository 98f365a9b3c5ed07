import { VideoPlayer } from '@client/components/content/video-player';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const frame = (title: string) => screen.getByTitle(title);

describe('video player', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Jk3Lm4nOp5Q', 'https://www.youtube-nocookie.com/embed/Jk3Lm4nOp5Q'],
    ['https://youtu.be/Jk3Lm4nOp5Q', 'https://www.youtube-nocookie.com/embed/Jk3Lm4nOp5Q'],
    ['https://www.youtube.com/embed/Jk3Lm4nOp5Q', 'https://www.youtube-nocookie.com/embed/Jk3Lm4nOp5Q'],
    ['https://vimeo.com/801122334', 'https://player.vimeo.com/video/801122334'],
    [
      'https://www.loom.com/share/c4d5e6f7a8b94c0d9e1f2a3b4c5d6e7f',
      'https://www.loom.com/embed/c4d5e6f7a8b94c0d9e1f2a3b4c5d6e7f',
    ],
  ])('embeds %s in a titled 16:9 iframe', (url, src) => {
    const { container } = render(<VideoPlayer url={url} title="Session recording" />);
    const iframe = frame('Session recording');
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe).toHaveAttribute('src', src);
    expect(iframe).toHaveAttribute('allowfullscreen');
    expect(container.firstElementChild).toHaveClass('aspect-video');
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays other files in the native player with controls', () => {
    const { container } = render(<VideoPlayer url="https://cdn.example.org/talk.mp4" title="Talk" />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.org/talk.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Talk');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says why a broken provider link cannot play', () => {
    render(
      <>
        <VideoPlayer url="https://www.youtube.com/watch?v=short" title="a" />
        <VideoPlayer url="https://www.loom.com/share/not-an-id" title="b" />
        <VideoPlayer url="javascript:alert(1)" title="c" />
      </>,
    );
    expect(screen.getByText('Invalid YouTube video URL')).toBeInTheDocument();
    expect(screen.getByText('Invalid Loom video URL')).toBeInTheDocument();
    expect(screen.getByText('Invalid video URL')).toBeInTheDocument();
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it('says when there is no video, for a resource or an event', () => {
    render(
      <>
        <VideoPlayer url={null} title="a" kind="resource" />
        <VideoPlayer url="  " title="b" kind="event" />
      </>,
    );
    expect(screen.getByText('No video available for this resource')).toBeInTheDocument();
    expect(screen.getByText('No video available for this event')).toBeInTheDocument();
  });
});
