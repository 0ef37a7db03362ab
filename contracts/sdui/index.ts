export * from './actions.schema';
export * from './envelope.schema';
export * from './capabilities';
export * from './validate-block';
export * from './blocks/catalogue';
export { IconSchema, type Icon } from './blocks/icon.schema';
