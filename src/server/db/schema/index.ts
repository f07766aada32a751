export * from './auth';
export * from './content';
export * from './directory';
export * from './provider-side';
export * from './trugpt';
export * from './registry';
export * from './mail';
