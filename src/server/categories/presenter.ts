import type { CategoryDto, CategoryType } from '../../shared/categories';
import type { CategoryRow } from './repository';

// How the API answers a category: the stored row turned into the shared DTO.

export function toCategoryDto(row: CategoryRow, hasPostings: boolean): CategoryDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type as CategoryType,
    color: row.color,
    isActive: row.isActive,
    slug: row.slug,
    accountId: row.accountId as string,
    hasPostings,
  };
}
