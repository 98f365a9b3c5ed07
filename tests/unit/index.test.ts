import * as domain from '@shared/domain/index';
import { describe, expect, it } from 'vitest';

describe('@shared/domain index', () => {
  it('re-exports every module', () => {
    const expected = [
      'RESOURCE_TYPES',
      'presentType',
      'contentTypeFromMedia',
      'wrapTopics',
      'resolveImage',
      'displayTitle',
      'researchPublisher',
      'researchYear',
      'parseEventDate',
      'eventTimeline',
      'formatEventDate',
      'formatViewCount',
      'isSuperAdmin',
      'isAdmin',
      'deriveSubscriptionState',
      'accessLevel',
      'RESTRICTED_REDIRECT',
      'billingPortalAllowed',
      'initials',
      'fullName',
      'displayName',
      'RECENT_SEARCHES_KEY',
      'MAX_RECENT_SEARCHES',
      'SUGGESTED_SEARCHES',
      'addRecentSearch',
      'parseRecentSearches',
      'pageList',
      'pageRange',
      'totalPages',
      'resolveVideo',
      'noVideoText',
      'isPdfLikeBlock',
      'isHeadingBlock',
      'headingLevel',
      'headingTitle',
      'blockPdfUrl',
      'canvasSections',
      'buildIcs',
      'icsFileName',
    ];
    for (const name of expected) expect(domain, name).toHaveProperty(name);
    expect(domain.formatViewCount(1)).toBe('1 view');
  });
});
