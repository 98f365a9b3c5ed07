import { type FilterSpec, parsePage, readFilters } from '../../components/content/list-state';
import { listQuery } from '../../components/content/queries';

export const RESOURCES_PAGE_SIZE = 12;

export const RESOURCE_FILTERS: FilterSpec<'topic' | 'contentType'> = {
  topic: null,
  contentType: ['text', 'video', 'audio'],
};

/** The page of resources a /resources URL shows (the page and its route loader ask the same). */
export function resourcesQuery(filters: Record<'topic' | 'contentType', string>, page: number) {
  return listQuery('resources', { ...filters, page, pageSize: RESOURCES_PAGE_SIZE });
}

export function resourcesQueryFor(params: URLSearchParams) {
  return resourcesQuery(readFilters(params, RESOURCE_FILTERS), parsePage(params.get('page')));
}
