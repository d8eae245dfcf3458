export * from './errors.js';
export * from './widget.js';
export * from './chat.js';
export * from './me.js';
