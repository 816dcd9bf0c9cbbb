export * from './images.deps.js';
export { IMAGE_MESSAGES } from './image-input.schemas.js';
export * from './upload-image/upload-image.use-case.js';
export * from './get-image/get-image.use-case.js';
