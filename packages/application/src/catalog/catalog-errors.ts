export type CatalogErrorCode = 'PROJECT.NOT_FOUND';
