// The access area's front door (decision 036): sign-in throttling.
export { LoginThrottle } from './throttle.js';
