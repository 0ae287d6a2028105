export { LoginThrottle } from './throttle.js';
