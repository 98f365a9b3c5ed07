export * from './assessment';
export * from './auth';
export * from './community';
export * from './content';
export * from './library';
export * from './members';
export * from './operations';
export * from './search';
