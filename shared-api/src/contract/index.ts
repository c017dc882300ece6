export * from './envelope';
export * from './permissions';
export * from './auth';
export * from './master';
export * from './settings';
export * from './ingest';
export * from './qrcode';
export * from './endpoints';
