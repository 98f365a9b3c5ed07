import { noVideoText, resolveVideo } from '@shared/domain/video';
import { clsx } from 'clsx';
import { VideoOff } from 'lucide-react';

export interface VideoPlayerProps {
  url: string | null | undefined;
  /** The video's title: the iframe's accessible name. */
  title: string;
  /** Which "no video" text to show. */
  kind?: 'resource' | 'event' | 'generic';
  className?: string;
}

/**
 * A 16:9 player: YouTube, Vimeo and Loom links become their embed; any other http(s) or
 * same-origin address plays in the native player; a broken link says why.
 */
export function VideoPlayer({ url, title, kind = 'generic', className }: VideoPlayerProps) {
  const video = resolveVideo(url);
  const frame = clsx('relative aspect-video w-full overflow-hidden rounded-lg bg-ink', className);

  if (video.kind === 'embed') {
    return (
      <div className={frame}>
        <iframe
          src={video.src}
          title={title}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }
  if (video.kind === 'file') {
    return (
      <div className={frame}>
        {/* Recordings have no caption track in the library data. */}
        {/* biome-ignore lint/a11y/useMediaCaption: no captions are available for uploaded recordings */}
        <video
          src={video.src}
          controls
          preload="metadata"
          className="absolute inset-0 size-full"
          aria-label={title}
        >
          <a href={video.src} className="text-white underline">
            Download the video
          </a>
        </video>
      </div>
    );
  }
  const message = video.kind === 'invalid' ? video.message : noVideoText(kind);
  return (
    <div className={clsx(frame, 'flex flex-col items-center justify-center gap-2 bg-subtle p-6 text-center')}>
      <VideoOff className="size-8 text-muted" aria-hidden="true" />
      <p className="text-sm font-medium text-ink" role={video.kind === 'invalid' ? 'alert' : undefined}>
        {message}
      </p>
    </div>
  );
}
