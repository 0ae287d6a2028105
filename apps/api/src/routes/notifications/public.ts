export { forgetPushTokensOf } from './push-tokens.js';
