import { LifeBuoy, Map as MapIcon, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useIsMobile, useMediaQuery, WIDE_QUERY } from '../../components/content/use-media-query';
import { LogoMark } from '../../components/logo-mark';
import { getConfig, supportMailto } from '../../lib/config';
import { MobileAccountMenu } from './mobile-account-menu';
import { MobileNav } from './mobile-nav';
import { MobileSearch, SearchBox } from './search-box';

/**
 * One banner landmark; its desktop and mobile rows swap at the 768 px breakpoint (md). Only the
 * row the width shows is built (where the width is unknown, both are, and CSS picks).
 */
export function TopBar() {
  const config = getConfig();
  const mailto = supportMailto(config);
  const phone = useIsMobile();
  const wide = useMediaQuery(WIDE_QUERY);

  return (
    <header className="sticky top-0 z-20 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      {/* Desktop */}
      {!phone && (
        <div className="hidden h-16 items-center gap-4 px-6 md:flex">
          <SearchBox id="desktop-search" className="w-full max-w-xl" />
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <a href={config.communityUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
              <Users className="size-4" aria-hidden="true" />
              Join Community
            </a>
            <a href={mailto} className="btn-outline">
              <LifeBuoy className="size-4" aria-hidden="true" />
              Support
            </a>
          </div>
        </div>
      )}

      {/* Mobile */}
      {!wide && (
        <div className="md:hidden">
          <div className="flex h-14 items-center gap-1 px-2">
            <MobileNav />
            <Link to="/" aria-label={`${config.appName} home`} className="rounded-lg p-1">
              <LogoMark className="size-8" />
            </Link>
            <div className="ml-auto flex items-center">
              <MobileSearch />
              <a
                href={config.communityUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="icon-btn"
                aria-label="Join Community"
              >
                <Users className="size-5" aria-hidden="true" />
              </a>
              <a href={mailto} className="icon-btn" aria-label="Support">
                <LifeBuoy className="size-5" aria-hidden="true" />
              </a>
              <Link to="/roadmap" className="icon-btn" aria-label="Roadmap">
                <MapIcon className="size-5" aria-hidden="true" />
              </Link>
              <MobileAccountMenu />
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
